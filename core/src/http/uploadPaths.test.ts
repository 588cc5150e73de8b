import { describe, expect, it } from 'vitest';
import { storedUploadPath, STORED_UPLOAD_PATH_SOURCE } from './uploadPaths';

const HASH = 'ab'.repeat(32);

describe('storedUploadPath', () => {
  it('names the keys storeUpload writes: a purpose, the content hash, an extension of a kind that purpose accepts', () => {
    expect(storedUploadPath(`/uploads/councilThumbnail/${HASH}.png`)).toEqual({
      key: `uploads/councilThumbnail/${HASH}.png`,
      purpose: 'councilThumbnail',
      kind: 'png',
      contentType: 'image/png',
      serving: 'image',
    });
    expect(storedUploadPath(`/uploads/activityThumbnail/${HASH}.jpg`)).toMatchObject({ kind: 'jpeg', contentType: 'image/jpeg', serving: 'image' });
    expect(storedUploadPath(`/uploads/contractLogo/${HASH}.svg`)).toMatchObject({ kind: 'svg', contentType: 'image/svg+xml', serving: 'image' });
    expect(storedUploadPath(`/uploads/attachment/${HASH}.pdf`)).toMatchObject({ purpose: 'attachment', kind: 'pdf', contentType: 'application/pdf', serving: 'pdf' });
  });

  it('refuses every other path: other purposes, pending uploads, extensions a purpose does not accept, other hashes and cases', () => {
    for (const path of [
      `/uploads/attachment/${HASH}.svg`,
      `/uploads/councilThumbnail/${HASH}.pdf`,
      `/uploads/councilThumbnail/${HASH}.html`,
      `/uploads/councilThumbnail/${HASH}.jpeg`,
      `/uploads/councilThumbnail/${HASH}.PNG`,
      `/uploads/councilThumbnail/${HASH.toUpperCase()}.png`,
      `/uploads/councilThumbnail/${HASH.slice(2)}.png`,
      `/uploads/councilThumbnail/${HASH}0.png`,
      `/uploads/councilThumbnail/${HASH}.png/`,
      `/uploads/councilThumbnail/${HASH}.png.html`,
      `/uploads/pending/a1/${'0'.repeat(32)}`,
      `/uploads/other/${HASH}.png`,
      `/uploads/councilThumbnail/../attachment/${HASH}.pdf`,
      `/uploads/councilThumbnail/sub/${HASH}.png`,
      `/uploads/${HASH}.png`,
      `/x/uploads/councilThumbnail/${HASH}.png`,
      `/uploads/councilThumbnail/${HASH}.png\n`,
    ]) {
      expect(storedUploadPath(path), path).toBeNull();
    }
  });

  it('is one plain expression a CloudFront Function can run as it is', () => {
    expect(() => new RegExp(STORED_UPLOAD_PATH_SOURCE)).not.toThrow();
    expect(STORED_UPLOAD_PATH_SOURCE).toMatch(/^\^\/uploads\/\(\?:.*\)\$$/);
  });
});
