import { describe, expect, it } from 'vitest';
import { attachmentLabel, normalizeZeroWidth, showsPaging } from './activityText';

describe('normalizeZeroWidth', () => {
  it('replaces each zero-width space by a normal space and leaves the rest alone', () => {
    expect(normalizeZeroWidth('Node\u200Bupgrade\u200B\u200B done')).toBe('Node upgrade   done');
    expect(normalizeZeroWidth('plain **markdown**')).toBe('plain **markdown**');
  });
});

describe('attachmentLabel', () => {
  it('uses the title, else Link-N or File-N by position', () => {
    const attachments = [
      { type: 'url', title: 'Docs' },
      { type: 'url', title: '' },
      { type: 'pdf', title: '  ' },
      { type: 'pdf', title: 'Report' },
    ] as const;
    expect(attachments.map((a, i) => attachmentLabel(a, i))).toEqual([{ title: 'Docs' }, { kind: 'link', number: 2 }, { kind: 'file', number: 3 }, { title: 'Report' }]);
  });
});

describe('showsPaging', () => {
  it('only above 5 items', () => {
    expect([0, 5, 6].map(showsPaging)).toEqual([false, false, true]);
  });
});
