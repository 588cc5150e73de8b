import type { KeyboardEvent } from 'react';

/** What Tab can reach inside a dialog (disabled controls and hidden elements aside). */
const TABBABLE = 'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

export function tabbables(root: HTMLElement): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(TABBABLE)];
  return all.filter((el) => {
    if (el.matches(':disabled, [tabindex="-1"], input[type="hidden"]') || el.closest('[inert], [hidden]')) return false;
    // A radio group is one Tab stop: its checked option, or its first when none is.
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = all.filter((other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name);
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === el : group[0] === el;
  });
}

/**
 * Tab on a modal's last control goes to its first, Shift+Tab on its first to its last. Chromium's
 * modal <dialog> lets Tab leave the last control for the browser's own toolbar, which strands a
 * keyboard user outside the page. Returns whether it moved focus.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Tab') return false;
  const inside = tabbables(event.currentTarget);
  const first = inside[0];
  const last = inside.at(-1);
  if (!first || !last) return false;
  const active = document.activeElement;
  const leaving = event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last;
  if (!leaving) return false;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
  return true;
}

/** The elements around `element`, nearest first, up to (not including) <body>. */
export function placeOf(element: HTMLElement): HTMLElement[] {
  const trail: HTMLElement[] = [];
  for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) trail.push(at);
  return trail;
}

/**
 * Gives focus back to what opened a dialog. If that control is gone (the row it belonged to was
 * deleted) or can no longer take focus (an Add that the save filled up), focus goes to the first
 * control still there in the nearest surviving part of the page around it (`place`, from placeOf at
 * open): the browser would otherwise drop it to <body>, and a keyboard user would start again from
 * the top of the page.
 */
export function focusBack(opener: HTMLElement | null, place: readonly HTMLElement[]): void {
  if (!opener) return;
  const usable = opener.isConnected && !opener.matches(':disabled') && !opener.closest('[inert], [hidden]');
  if (usable) {
    opener.focus();
    return;
  }
  for (const around of place) {
    if (!around.isConnected) continue;
    const control = tabbables(around)[0];
    if (control) {
      control.focus();
      return;
    }
  }
}
