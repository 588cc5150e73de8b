import { describe, expect, it } from 'vitest';
import { ACTIVITY_DRAFT_STORAGE_KEY, readActivityDraft, saveActivityDraft } from './draftPreview';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('activity draft preview storage', () => {
  it('round-trips a draft, filling defaults', () => {
    const storage = memoryStorage();
    saveActivityDraft(storage, { title: 'Draft', council: { id: 2, name: 'Alpha', thumbnail: '' } });
    expect(readActivityDraft(storage)).toEqual({
      title: 'Draft',
      content: '',
      featured_image: '',
      council: { id: 2, name: 'Alpha', thumbnail: '' },
      attachments: [],
      contracts: [],
      draftFlag: true,
    });
  });

  it('gives null for nothing stored, broken JSON or another shape', () => {
    const storage = memoryStorage();
    expect(readActivityDraft(storage)).toBeNull();
    storage.setItem(ACTIVITY_DRAFT_STORAGE_KEY, '{not json');
    expect(readActivityDraft(storage)).toBeNull();
    storage.setItem(ACTIVITY_DRAFT_STORAGE_KEY, JSON.stringify({ title: 1 }));
    expect(readActivityDraft(storage)).toBeNull();
  });
});
