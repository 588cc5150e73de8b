import { describe, expect, it } from 'vitest';
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
  it('has no user-visible literal in any source file', () => {
    const strays = webSources().flatMap((file) => userTextOf(file).map((text) => `${file}:${text.line} "${text.text}"`));
    expect(strays).toEqual([]);
  });
});
