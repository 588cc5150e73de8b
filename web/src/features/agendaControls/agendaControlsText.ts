import type { SecretaryAction } from '@portal/core/entities/secretaryAction';

/** The words of the detail page's secretary panel and site-state control (loaded with them, not with the page). */
export const SECRETARY_ACTION_TEXT: Record<SecretaryAction, { title: string; about: string }> = {
  queue: { title: 'Queue', about: 'Queue this passed agenda: its actions can be executed once the execution delay has passed.' },
  execute: { title: 'Execute', about: 'Execute this queued agenda: its actions run on chain now.' },
  cancel: { title: 'Cancel', about: 'Cancel this agenda before its voting starts.' },
};

export const SITE_STATE_TEXT = {
  title: 'Agenda status',
  // The chain's word while no site state is set (the public already reads a passed text agenda In Progress).
  current: { null: 'Passed', 5: 'In Progress', 7: 'Executed' },
  change: { 5: 'Change to In Progress', 7: 'Change to Executed' },
  question: { 5: 'Mark this agenda In Progress?', 7: 'Mark this agenda Executed?' },
  saved: 'Successfully changed.',
  failed: 'Failed to change.',
} as const;

export const PANEL_TEXT = {
  secretary: 'Secretary',
  sent: 'Sent on chain; the agenda updates once it is indexed.',
  transaction: 'Transaction',
  refused: 'The voting contract refuses this now.',
} as const;
