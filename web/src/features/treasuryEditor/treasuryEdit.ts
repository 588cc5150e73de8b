import { KgpInput, type TreasuryTransaction, type TreasuryTransactionEdit } from '@portal/core/entities/treasury';

/** The edit panel's fields: what selecting a row copies in (admin spec §2.4, Treasury tab). */
export type TreasuryFields = { kgp: string; label: string; title: string; recipient: string };

export function fieldsOf(tx: TreasuryTransaction): TreasuryFields {
  return { kgp: tx.kgp ?? '', label: tx.label, title: tx.title, recipient: tx.recipient };
}

/** The KGP field's message, or null (admin spec §5: digits only). */
export function kgpError(kgp: string): string | null {
  const parsed = KgpInput.safeParse(kgp);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Apply is enabled only when something changed and the KGP is valid. */
export function canApply(selected: TreasuryTransaction | null, fields: TreasuryFields): boolean {
  if (!selected) return false;
  const before = fieldsOf(selected);
  const changed = (Object.keys(before) as (keyof TreasuryFields)[]).some((key) => before[key] !== fields[key]);
  return changed && kgpError(fields.kgp) === null && fields.recipient.trim() !== '';
}

/** The PUT body: the fields (the version the list showed travels in If-Match). */
export function editOf(fields: TreasuryFields): TreasuryTransactionEdit {
  return { label: fields.label, kgp: fields.kgp === '' ? null : fields.kgp, title: fields.title.trim(), recipient: fields.recipient.trim() };
}

/** Admin spec §8 "Treasury and contracts". */
export const TREASURY_TOASTS = {
  changed: 'Successfully changed.',
  changeFailed: 'Failed to change.',
  synced: 'Successfully synced.',
  syncFailed: 'Failed to sync.',
} as const;

/** Sync Data's label while the sync runs (the spec names only its two toasts). */
export const TREASURY_SYNCING = 'Syncing…';
