import { act, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { LocaleProvider } from '../../web/src/i18n/messages';
import { renderInApp } from './domSession';

/** How a Korean dom test reads a screen for English left behind (issue 27). */
export type EnglishLeftOptions = {
  /** The attributes read besides the text (`aria-label` unless told). */
  attributes?: readonly string[];
  /** The Korean catalogue: a message it writes as the English one does is not English left behind. */
  ko?: Record<string, unknown>;
  /** Texts besides the catalogue's plain messages: formatted ones, or another area's. */
  also?: readonly string[];
  /** Messages written alike in both languages (abbreviations, patterns). */
  alike?: readonly string[];
  /** Names taken out of the screen's text first: a name is the same in every language. */
  names?: readonly string[];
};

/**
 * The catalogue's English messages still on screen, found as whole words in `root`'s text and labels.
 * An imported catalogue holds a message without arguments as its text, any other as ICU's parse:
 * those come in `also`, formatted with the test's values.
 */
export function englishLeft(root: HTMLElement, en: Record<string, unknown>, options: EnglishLeftOptions = {}): string[] {
  const attributes = options.attributes ?? ['aria-label'];
  const labels = [...root.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))].map((node) => attributes.map((name) => node.getAttribute(name) ?? '').join(' '));
  // Each text node on its own line too: run together ("V2Description"), a word hides in its neighbours.
  const nodes: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node.textContent ?? '');
  const shown = (options.names ?? []).reduce((text, name) => text.replaceAll(name, ''), [root.textContent ?? '', ...nodes, ...labels].join('\n'));
  const plain = Object.entries(en)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .filter(([key, english]) => options.ko?.[key] !== english && !options.alike?.includes(english))
    .map(([, english]) => english);
  return [...plain, ...(options.also ?? [])].filter((english) => new RegExp(`(^|\\W)${english.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}(\\W|$)`).test(shown));
}

/**
 * Renders `ui` in Korean, inside act so the Korean catalogue's chunk has loaded when it returns (a
 * plain render leaves the Suspense fallback on screen). `inApp` adds the app's providers (SWR, router, toasts).
 */
export function renderInKorean(ui: ReactElement, { inApp = false }: { inApp?: boolean } = {}) {
  const tree = (
    <LocaleProvider locale="ko">
      <Suspense fallback={null}>{ui}</Suspense>
    </LocaleProvider>
  );
  return act(async () => {
    if (inApp) renderInApp(tree);
    else render(tree);
  });
}
