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
