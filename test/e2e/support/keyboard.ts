import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only browser tests (issue 27): what has focus, and whether it shows the focus ring.
 * Shared by keyboard.e2e (the public pages and voting) and adminKeyboard.e2e (the admin forms).
 */

/** The themes' focus colours (web/src/styles/theme.css.ts). */
export const FOCUS_COLOUR = { dark: 'rgb(191, 240, 9)', light: 'rgb(29, 78, 216)' } as const;

export type Focused = {
  /** The same number for the same element throughout a page's life: focus that did not move has the same id. */
  id: number;
  tag: string;
  role: string | null;
  /** aria-label, else the text of its label (without aria-hidden marks such as the required star), else its own text. */
  name: string;
  type: string | null;
  checked: boolean;
  /** An input's, select's or textarea's value. */
  value: string | null;
  /** The name of the open dialog (native or popover) focus is in, if any. */
  dialog: string | null;
  /**
   * The ring as drawn: the control's own outline, or — for a control that is itself transparent (a
   * file input over its drop zone, a hidden radio under its pill) — the outline of the label, next
   * sibling or ancestor that draws it.
   */
  outlineStyle: string;
  outlineWidth: number;
  outlineColour: string;
  /** Whether what draws the ring can be seen at all (not transparent, not of zero size). */
  ringVisible: boolean;
};

export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const marks = window as unknown as { focusIds?: WeakMap<Element, number>; focusCount?: number };
    marks.focusIds ??= new WeakMap();
    if (!marks.focusIds.has(el)) marks.focusIds.set(el, (marks.focusCount = (marks.focusCount ?? 0) + 1));
    const textOf = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    const labelled = (node: Element) => {
      const ids = node.getAttribute('aria-labelledby');
      return node.getAttribute('aria-label') ?? (ids ? document.getElementById(ids)?.textContent?.trim() ?? null : null);
    };
    const dialog = el.closest('dialog[open], [role="dialog"], [role="alertdialog"]');
    const input = el instanceof HTMLInputElement ? el : null;
    const field = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el : null;
    const label = field?.labels?.[0];
    const opacity = (node: Element | null): number => {
      let product = 1;
      for (let at = node; at; at = at.parentElement) product *= Number(getComputedStyle(at).opacity);
      return product;
    };
    const drawn = (node: Element) => getComputedStyle(node).outlineStyle !== 'none';
    const seen = (node: Element) => {
      const box = node.getBoundingClientRect();
      return opacity(node) > 0.05 && box.width > 0 && box.height > 0;
    };
    let ring: Element = el;
    if (!seen(el)) {
      const ancestors: Element[] = [];
      for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) ancestors.push(at);
      const candidates = [...(field?.labels ?? []), el.nextElementSibling, ...ancestors].filter((node): node is Element => node !== null);
      ring = candidates.find((node) => drawn(node) && seen(node)) ?? el;
    }
    const style = getComputedStyle(ring);
    return {
      id: marks.focusIds.get(el)!,
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name: el.getAttribute('aria-label') ?? (label ? textOf(label) : (el.innerText ?? '').trim()),
      type: el.getAttribute('type'),
      checked: input?.checked ?? false,
      value: field ? field.value : null,
      dialog: dialog ? labelled(dialog) : null,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth) || 0,
      outlineColour: style.outlineColor,
      ringVisible: seen(ring),
    };
  });
}

export const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme as 'dark' | 'light');

/** The focused control, which must show its ring: a visible solid outline of the theme's focus colour. */
export async function expectRing(page: Page): Promise<Focused> {
  const now = await focused(page);
  expect(now, 'something has focus').not.toBeNull();
  const ring = { style: now!.outlineStyle, wide: now!.outlineWidth >= 2, colour: now!.outlineColour, visible: now!.ringVisible };
  expect(ring, `the focus ring of ${now!.tag} "${now!.name}"`).toEqual({ style: 'solid', wide: true, colour: FOCUS_COLOUR[await theme(page)], visible: true });
  return now!;
}

/** A short description of a focus stop, for messages. */
export const stopOf = (f: Focused | null) => (f ? `${f.tag}${f.type ? `[${f.type}]` : ''}:${f.name.slice(0, 40)}` : 'body');

/** Presses Tab (or Shift+Tab) until the focused control is the one wanted, and checks its ring. */
export async function tabTo(page: Page, wanted: (f: Focused) => boolean, { back = false, limit = 80 } = {}): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now && wanted(now)) return expectRing(page);
    seen.push(stopOf(now));
  }
  throw new Error(`never reached the control; went through ${seen.join(' | ')}`);
}
