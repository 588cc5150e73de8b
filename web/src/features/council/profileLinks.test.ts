import { describe, expect, it } from 'vitest';
import { communityLinks, websiteLinks } from './profileLinks';

describe('profile links', () => {
  it('gives one item per community link and labels "others" as the generic link word (null)', () => {
    const links = communityLinks([
      { id: 1, name: 'Telegram', thumbnail: 't.svg', links: [{ url: 'https://t.me/a', title: 'Telegram' }, { url: 'https://t.me/b', title: '' }] },
      { id: 5, name: 'Other', thumbnail: 'o.svg', links: [{ url: 'https://other.example', title: 'others' }] },
    ]);
    expect(links.map((l) => [l.label, l.kind])).toEqual([
      ['Telegram', 'Telegram'],
      ['Telegram', 'Telegram'],
      [null, 'Other'],
    ]);
  });

  it('labels websites by title, else host', () => {
    expect(websiteLinks([{ url: 'https://docs.northwind.example/', title: '' }, { url: 'https://northwind.example/', title: 'Website' }]).map((l) => l.label)).toEqual([
      'docs.northwind.example',
      'Website',
    ]);
  });
});
