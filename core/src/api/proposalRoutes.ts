import * as z from 'zod';
import { AbsenceWatchSchema } from '../entities/absence';
import {
  CouncilProposalPageSchema,
  CouncilVotesSchema,
  ProposalDetailAnswerSchema,
  ProposalPageSchema,
  ProposalStatsSchema,
  SiteStateAnswerSchema,
  SiteStateEditSchema,
} from '../entities/proposal';
import { DraftRemovedSchema, ProposalDraftEditSchema, ProposalDraftInputSchema, ProposalDraftSchema, SigningTransactionSchema } from '../entities/proposalDraft';
import { SECRETARY_ACTIONS, SecretaryActionAnswerSchema, SecretaryActionStateSchema } from '../entities/secretaryAction';
import { AgendaVotesExportSchema } from '../entities/voteExport';
import { ATOM_CONTENT_TYPE } from '../feeds/atom';
import { CALENDAR_CONTENT_TYPE } from '../feeds/icalendar';
import { SecretarySignatureSchema } from '../secretary/secretaryCalls';
import { AgendaNumberParam, DraftIdParam, OnChainProposalIdParam } from './ids';
import { LangParam, LangQuery } from './lang';
import { defineRoutes, type FileAnswer, publicRead, signedInRead, write } from './route';

/** A vote should show within seconds, so the CDN keeps proposal answers (and the agenda feeds) only briefly. */
export const PROPOSAL_CACHE_SECONDS = 5;
const proposalRead = () => publicRead(PROPOSAL_CACHE_SECONDS);

const CouncilNumber = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** One agenda: `{agendaNumber}`, the number pages show (not the on-chain id). */
export const AgendaPath = z.strictObject({ agendaNumber: AgendaNumberParam });
/** One council's voting history and votes (`{cid}`, as every council path parameter of the API). */
const CouncilPath = z.strictObject({ cid: CouncilNumber });
/** An agenda's queue, execute or cancel: its on-chain proposal id, not its agenda number. */
const SecretaryActionPath = z.strictObject({ proposalId: OnChainProposalIdParam, action: z.enum(SECRETARY_ACTIONS) });
const DraftPath = z.strictObject({ draftId: DraftIdParam });
const Approval = z.strictObject({ signature: SecretarySignatureSchema });

/** Filters of the proposal lists (Proposal page, Proposal list, my-page published list). */
export const ProposalListQuery = z.strictObject({
  /** 0 all, 1 upcoming (pending), 2 ongoing (active), 3 closed. */
  category: z.coerce.number().int().min(0).max(3).default(0).describe('0 all, 1 upcoming, 2 ongoing, 3 closed'),
  /** Voting history counts ongoing agendas as closed too. */
  history: z.enum(['0', '1']).default('0').describe('1: ongoing agendas count as closed too (voting history)'),
  /** A proposal category (1 Governance … 5 ETC); 0 all. */
  tag: z.coerce.number().int().min(0).max(5).default(0).describe('A proposal category, 1 Governance … 5 ETC; 0 all'),
  /** Case-insensitive substring of the title. */
  input: z.string().max(200).default('').describe('Part of the title, any case'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type ProposalListFilters = z.output<typeof ProposalListQuery>;

/** `?gc=<council id>`: one council's activities (the name subscribers' URLs already carry). */
export const ActivityFeedQuery = z.strictObject({ gc: CouncilNumber.optional(), lang: LangParam });

const csv = (description: string): FileAnswer => ({ contentType: 'text/csv; charset=utf-8', description });
const atom = (description: string): FileAnswer => ({ contentType: ATOM_CONTENT_TYPE, description });

const DRAFT_READERS = ['siteAdmin', 'siteManager', 'secretary'] as const;

/**
 * The agendas (`/v1/proposals…`): the public lists, one agenda and its exports, the leaderboard and
 * the absence watch; the secretary's agenda drafts and actions and a text agenda's site state; and
 * the feeds that follow them.
 */
export const proposalRoutes = defineRoutes({
  'GET /v1/proposals': {
    access: proposalRead(),
    tag: 'Proposals',
    summary: 'Agendas, filtered and a page at a time, with the count of each group',
    query: ProposalListQuery,
    answer: ProposalPageSchema,
    example: '/v1/proposals?category=3&page=1&size=10',
  },
  'GET /v1/proposals/{agendaNumber}': { access: proposalRead(), tag: 'Proposals', summary: 'One agenda with its votes', params: AgendaPath, answer: ProposalDetailAnswerSchema, example: '/v1/proposals/41' },
  'GET /v1/proposals/{agendaNumber}/votes.csv': {
    access: proposalRead(),
    tag: 'Proposals',
    summary: 'The votes of one agenda as a CSV file: every council with voting power in it, Absent for those that did not vote',
    params: AgendaPath,
    query: LangQuery,
    answer: csv(
      'A header row, then one row per council with voting power in the agenda or a vote on it, the foundation left out (a council tracked with 0 votes has none, as on the page): council, choice (Absent when it did not vote), power, weight, transaction',
    ),
    example: '/v1/proposals/41/votes.csv',
  },
  'GET /v1/proposals/{agendaNumber}/votes.json': {
    access: proposalRead(),
    tag: 'Proposals',
    summary: "The same votes of one agenda as the CSV file, with the agenda's tally and thresholds",
    params: AgendaPath,
    answer: AgendaVotesExportSchema,
    example: '/v1/proposals/41/votes.json',
  },
  'GET /v1/proposals/status': { access: proposalRead(), tag: 'Proposals', summary: 'The leaderboard: participation and voting power of each council', answer: ProposalStatsSchema, example: '/v1/proposals/status' },
  'GET /v1/proposals/status.csv': {
    access: proposalRead(),
    tag: 'Proposals',
    summary: 'The leaderboard as a CSV file, with the absence watch',
    query: LangQuery,
    answer: csv('One row per council: participation, voting power, votes missed in a row'),
    example: '/v1/proposals/status.csv',
  },
  'GET /v1/proposals/absences': {
    access: proposalRead(),
    tag: 'Proposals',
    summary: 'The absence watch (KGP-31): closed agendas each council missed in a row',
    answer: AbsenceWatchSchema,
    example: '/v1/proposals/absences',
  },
  'GET /v1/proposals/councils/{cid}': {
    access: proposalRead(),
    tag: 'Proposals',
    summary: 'The agendas one council voted on, with its choice',
    params: CouncilPath,
    query: ProposalListQuery,
    answer: CouncilProposalPageSchema,
    example: '/v1/proposals/councils/2?category=3&history=1',
  },
  'GET /v1/proposals/councils/{cid}/votes': { access: proposalRead(), tag: 'Proposals', summary: "One council's votes", params: CouncilPath, answer: CouncilVotesSchema, example: '/v1/proposals/councils/2/votes' },

  'PUT /v1/proposals/{agendaNumber}/site_state': {
    access: write('siteAdmin'),
    tag: 'Proposals',
    summary: 'Marks a passed text agenda In Progress (5), then Executed (7)',
    params: AgendaPath,
    body: SiteStateEditSchema,
    answer: SiteStateAnswerSchema,
  },
  'GET /v1/proposals/{proposalId}/secretary/{action}': {
    access: signedInRead('secretary', 'siteAdmin'),
    tag: 'Proposals',
    summary: "An agenda's queue, execute or cancel by the secretary: its transaction, what to sign and who signed",
    params: SecretaryActionPath,
    answer: SecretaryActionAnswerSchema,
    example: '/v1/proposals/41/secretary/queue',
  },
  'PUT /v1/proposals/{proposalId}/secretary/{action}/approve': {
    access: write('secretary'),
    tag: 'Proposals',
    summary: "Adds the signed-in approver's signature to an agenda's queue, execute or cancel",
    params: SecretaryActionPath,
    body: Approval,
    answer: SecretaryActionStateSchema,
  },
  'POST /v1/proposals/{proposalId}/secretary/{action}/tx': {
    access: write('secretary'),
    tag: 'Proposals',
    summary: "Sends an agenda's queue, execute or cancel once its approvals reach the threshold",
    params: SecretaryActionPath,
    answer: SecretaryActionStateSchema,
  },

  'GET /v1/proposals/drafts': { access: signedInRead(...DRAFT_READERS), tag: 'Agenda drafts', summary: 'The agenda drafts not yet confirmed on chain', answer: z.array(ProposalDraftSchema), example: '/v1/proposals/drafts' },
  'POST /v1/proposals/drafts': { access: write('siteAdmin'), tag: 'Agenda drafts', summary: 'Writes an agenda draft', body: ProposalDraftInputSchema, answer: ProposalDraftSchema },
  'GET /v1/proposals/drafts/{draftId}': { access: signedInRead(...DRAFT_READERS), tag: 'Agenda drafts', summary: 'One agenda draft with its approvals', params: DraftPath, answer: ProposalDraftSchema, example: '/v1/proposals/drafts/1' },
  'PUT /v1/proposals/drafts/{draftId}': {
    access: write('siteAdmin'),
    tag: 'Agenda drafts',
    summary: "Edits an agenda draft's changed fields; its approvals are taken away",
    params: DraftPath,
    body: ProposalDraftEditSchema,
    answer: ProposalDraftSchema,
  },
  'DELETE /v1/proposals/drafts/{draftId}': { access: write('siteAdmin'), tag: 'Agenda drafts', summary: 'Removes an agenda draft not yet confirmed', params: DraftPath, answer: DraftRemovedSchema },
  'GET /v1/proposals/drafts/{draftId}/tx': {
    access: signedInRead('siteAdmin', 'secretary'),
    tag: 'Agenda drafts',
    summary: "The secretary transaction that proposes the draft, and what an approver's wallet signs",
    params: DraftPath,
    answer: SigningTransactionSchema,
    example: '/v1/proposals/drafts/1/tx',
  },
  'PUT /v1/proposals/drafts/{draftId}/approve': {
    access: write('secretary'),
    tag: 'Agenda drafts',
    summary: "Adds the signed-in approver's signature to a draft's transaction",
    params: DraftPath,
    body: Approval,
    answer: ProposalDraftSchema,
  },
  'POST /v1/proposals/drafts/{draftId}/tx': {
    access: write('secretary'),
    tag: 'Agenda drafts',
    summary: "Sends the draft's transaction once its approvals reach the threshold (the agenda is proposed on chain)",
    params: DraftPath,
    answer: ProposalDraftSchema,
  },

  'GET /v1/feeds/agendas.atom': {
    access: proposalRead(),
    tag: 'Proposals',
    summary: 'Atom feed of agendas: published, voting started, ending within 24 hours, closed with its result',
    query: LangQuery,
    answer: atom('An Atom 1.0 feed (RFC 4287), newest entry first'),
    example: '/v1/feeds/agendas.atom',
  },
  'GET /v1/feeds/agendas.ics': {
    access: proposalRead(),
    tag: 'Proposals',
    summary: "iCalendar feed of every agenda's preparation and voting windows, in UTC",
    query: LangQuery,
    answer: { contentType: CALENDAR_CONTENT_TYPE, description: 'An iCalendar stream (RFC 5545), one VEVENT per window with a stable UID' },
    example: '/v1/feeds/agendas.ics',
  },
  'GET /v1/feeds/activities.atom': {
    access: publicRead(),
    tag: 'Activities',
    summary: "Atom feed of council activities: every council's, or one council's with gc",
    query: ActivityFeedQuery,
    answer: atom('An Atom 1.0 feed (RFC 4287) of activity posts, newest first'),
    example: '/v1/feeds/activities.atom?gc=2',
  },
});
