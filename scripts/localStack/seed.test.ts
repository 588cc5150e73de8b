import { describe, expect, it } from 'vitest';
import { inspectUpload } from '@portal/core/uploads/inspectUpload';
import { COMMUNITY_TYPES, councilProfiles } from '@portal/devnet/scenario/councils';
import { banner } from './activityFixtures';
import { dataUrlBytes } from './seed';

describe('dataUrlBytes', () => {
  it('decodes percent-encoded and base64 data URLs, and leaves anything else alone', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>';
    expect(Buffer.from(dataUrlBytes(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)!).toString('utf8')).toBe(svg);
    expect(Buffer.from(dataUrlBytes(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`)!).toString('utf8')).toBe(svg);
    expect(dataUrlBytes('/uploads/councilThumbnail/abc.png')).toBeNull();
    expect(dataUrlBytes('')).toBeNull();
  });
});

describe("the scenario's images", () => {
  // Seeding stores each as an upload and refuses to start the stack when one is refused.
  it('pass the upload checks of their purpose', async () => {
    const thumbnails = [...councilProfiles().flatMap((p) => [p.thumbnail, ...p.communities.map((c) => c.thumbnail)]), ...COMMUNITY_TYPES.map((t) => t.thumbnail)];
    for (const image of thumbnails) expect(await inspectUpload(dataUrlBytes(image)!, 'councilThumbnail')).toMatchObject({ ok: true, kind: 'svg' });
    expect(await inspectUpload(dataUrlBytes(banner('A title', '#000000', '#ffffff', 'rings'))!, 'activityThumbnail')).toMatchObject({ ok: true, kind: 'svg' });
  });
});
