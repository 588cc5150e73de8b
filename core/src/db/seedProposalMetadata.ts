import { type ProposalMetadata, ProposalMetadataSchema } from '../entities/proposal';
import type { Db } from './client';
import { putProposalMetadataIfAbsent } from './repositories/proposals';

/**
 * Writes agendas' metadata (what operators would have published) unless some already exists for
 * that proposal, so edits made in the portal survive restarts. Each entry must be a valid
 * ProposalMetadata (e.g. devnet/scenario/agendas.ts `agendaMetadata()`); returns how many were written.
 */
export async function seedProposalMetadata(db: Db, fixture: readonly ProposalMetadata[]): Promise<number> {
  const parsed = fixture.map((entry) => ProposalMetadataSchema.parse(entry));
  const written = await Promise.all(parsed.map((entry) => putProposalMetadataIfAbsent(db, entry)));
  return written.filter(Boolean).length;
}
