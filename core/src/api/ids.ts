import * as z from 'zod';

/**
 * The path parameters of the catalogue, one per kind of id, so a URL segment names which id it takes
 * (docs/glossary.md): an agenda number and an on-chain proposal id are different ideas even where
 * their values agree.
 */
export const RecordIdParam = z.coerce.number().int().positive();

/** A council's id (`{cid}` in a path): 0 is the foundation. */
export const CouncilIdParam = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** An activity's id (`{id}` under /v1/activities, `{aid}` under a council's activities). */
export const ActivityIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const IdNumber = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * The agenda number pages show and link to ("No.44"): `id` in answers, `{agendaNumber}` in the
 * paths of one agenda (`/v1/proposals/{agendaNumber}`, its site state and its exports).
 */
export const AgendaNumberParam = IdNumber.brand<'AgendaNumber'>();
export type AgendaNumber = z.output<typeof AgendaNumberParam>;

/**
 * The voting contract's proposal id (`proposal_id`): what queue, execute and cancel take, so
 * `{proposalId}` in `/v1/proposals/{proposalId}/secretary/{action}`. By default equal to the agenda
 * number, but another idea.
 */
export const OnChainProposalIdParam = IdNumber.brand<'OnChainProposalId'>();
export type OnChainProposalId = z.output<typeof OnChainProposalIdParam>;

/** An agenda draft's id (`{draftId}` in `/v1/proposals/drafts/{draftId}…`), before it has either of the two above. */
export const DraftIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).brand<'DraftId'>();
export type DraftId = z.output<typeof DraftIdParam>;
