import { KgpInput, type TreasuryTransaction, type TreasuryTransactionEdit } from '@portal/core/entities/treasury';

/** The edit panel's fields: what selecting a row copies in (admin spec §2.4, Treasury tab). */
export type TreasuryFields = { kgp: string; label: string; title: string; recipient: string };

export function fieldsOf(tx: TreasuryTransaction): TreasuryFields {
  return { kgp: tx.kgp ?? '', label: tx.label, title: tx.title, recipient: tx.recipient };
}

/** What is wrong with a KGP, or null (admin spec §5: digits only); the field says it in the page's language. */
export type KgpProblem = { kind: 'digits' } | { kind: 'tooLong'; max: number };

export function kgpError(kgp: string): KgpProblem | null {
  const parsed = KgpInput.safeParse(kgp);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue?.code === 'too_big' ? { kind: 'tooLong', max: Number(issue.maximum) } : { kind: 'digits' };
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
