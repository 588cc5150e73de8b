import { describe, expect, it } from 'vitest';
import { NOT_YET_IN_CATALOGUES } from './notYetInCatalogues';
import { userTextOf, webSources } from './webSources';
import { userTextIn } from './userText';

describe('user-visible text in a source file', () => {
  const found = (source: string) => userTextIn(source, 'planted.tsx').map((text) => text.text);

  it('finds JSX text, text attributes, toasts and label tables', () => {
    expect(found('const a = <p>Hello there</p>;')).toEqual(['Hello there']);
    expect(found('const a = <button aria-label="Close menu" title={`Open it`} />;')).toEqual(['Close menu', 'Open it']);
    expect(found('const a = <input placeholder={busy ? "Wait" : "Type here"} />;')).toEqual(['Wait', 'Type here']);
    expect(found("const a = <p title={open ? 'menu.close' : 'menu.open'} />;")).toEqual([]);
    expect(found("const a = <p>{'Voting not open'}</p>;")).toEqual(['Voting not open']);
    expect(found("toast.show('Successfully saved.', 'confirm');")).toEqual(['Successfully saved.']);
    expect(found("const columns = [{ key: 'a', header: 'Value (KLAY)' }, { label: '투표' }];")).toEqual(['Value (KLAY)', '투표']);
  });

  it('leaves out what is not a message', () => {
    expect(found("import x from './Home';\nconst a = <p className=\"big title\">{t('nav.home')} — 1/2 ×</p>;")).toEqual([]);
    expect(found("const items = [{ label: 'nav.home' }];\n// A comment with Words in it")).toEqual([]);
  });
});

describe('the web speaks through its catalogues', () => {
  const sources = webSources();
  const withText = new Map(sources.map((file) => [file, userTextOf(file)] as const).filter(([, texts]) => texts.length > 0));

  it('has no user-visible literal outside the files still to be moved', () => {
    const strays = [...withText].filter(([file]) => !NOT_YET_IN_CATALOGUES.includes(file)).flatMap(([file, texts]) => texts.map((text) => `${file}:${text.line} "${text.text}"`));
    expect(strays).toEqual([]);
  });

  it('lists only files that still hold text, so the list shrinks as features move', () => {
    const done = NOT_YET_IN_CATALOGUES.filter((file) => !withText.has(file));
    expect(done, 'remove these from notYetInCatalogues.ts').toEqual([]);
  });
});
