import * as z from 'zod';
import { Address, DecimalString, TxHash } from './primitives';
import { PROPOSAL_TAGS } from '../constants';

/**
 * Voting agendas (spec §3 "Proposal", "Voting entry", "Proposal stats"). Three layers:
 * - what the chain says (`ProposalChain`, written by the indexer from events and contract reads),
 * - what operators say (`ProposalMetadata`: title, KGP number, categories, links…, admin data),
 * - what the public pages read (`ProposalDetail`, `ProposalListEntry`, `CouncilVotes`, `ProposalStats`),
 *   precomputed by the indexer by joining the first two with the council list.
 */

const Hex = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Invalid hex bytes');
const Block = z.number().int().nonnegative();
const StateNumber = z.number().int().min(0).max(7);
/** -1 NotVoted (Absent), 0 No, 1 Yes, 2 Abstain. */
export const ChoiceNumber = z.number().int().min(-1).max(2);
/** Vote power is a small count (one vote per 5M KLAY, capped), so a plain integer. */
const Votes = z.number().int().nonnegative();

/** The council selector entry; id 0 is the foundation (proposals it made). */
export const CouncilRefSchema = z.strictObject({ id: z.number().int().nonnegative(), name: z.string(), thumbnail: z.string() });
export type CouncilRef = z.infer<typeof CouncilRefSchema>;

// ---------------------------------------------------------------- chain side (indexer)

/** A ProposalCreated event, as the log said it (written once, keyed by proposal, guarded by its source log). */
export const ProposalCreatedSchema = z.strictObject({
  proposal_id: z.number().int().nonnegative(),
  proposer: Address,
  description: z.string(),
  targets: z.array(Address),
  /** Wei, as decimal strings. */
  values: z.array(DecimalString),
  calldatas: z.array(Hex),
  vote_start: Block,
  vote_end: Block,
  tx_hash: TxHash,
  block: Block,
  log_index: z.number().int().nonnegative(),
});
export type ProposalCreated = z.infer<typeof ProposalCreatedSchema>;

/** A VoteCast event, keyed by (proposal, council): each council votes once. */
export const VoteCastSchema = z.strictObject({
  proposal_id: z.number().int().nonnegative(),
  gc_id: z.number().int().nonnegative(),
  voter: Address,
  choice: z.number().int().min(0).max(2),
  votes: Votes,
  tx_hash: TxHash,
  block: Block,
  log_index: z.number().int().nonnegative(),
});
export type VoteCast = z.infer<typeof VoteCastSchema>;

/**
 * A ProposalCanceled, ProposalQueued or ProposalExecuted event, keyed by (proposal, kind): each
 * happens at most once. With ProposalCreated and the votes it gives the proposal's schedule.
 */
export const ProposalLifecycleSchema = z.strictObject({
  proposal_id: z.number().int().nonnegative(),
  kind: z.enum(['Canceled', 'Queued', 'Executed']),
  /** The eta a ProposalQueued event carries; 0 for the others. */
  eta: Block,
  tx_hash: TxHash,
  block: Block,
  log_index: z.number().int().nonnegative(),
});
export type ProposalLifecycle = z.infer<typeof ProposalLifecycleSchema>;

/** One argument of a decoded call: its value as text (numbers in decimal, bytes in hex) and the name the portal knows an address by. */
export const ActionArgumentSchema = z.strictObject({ name: z.string(), type: z.string(), value: z.string(), label: z.string().nullable() });
export type ActionArgument = z.infer<typeof ActionArgumentSchema>;

/**
 * One on-chain action of a proposal (ProposalCreated's target, value, calldata), decoded by the
 * indexer when the target is a contract whose interface the portal knows (the voting contract,
 * GovParam, the treasury funds, the address book, the staking tracker); `call` is null otherwise
 * and pages show the selector and the raw calldata.
 */
export const ProposalActionSchema = z.strictObject({
  target: Address,
  /** What the portal knows the target as (a known contract, or a council's contract); null when unknown. */
  target_name: z.string().nullable(),
  /** Wei, as a decimal string. */
  value: DecimalString,
  calldata: Hex,
  /** The 4-byte function selector; null for a plain transfer (no calldata). */
  selector: z.string().regex(/^0x[0-9a-f]{8}$/).nullable(),
  call: z.strictObject({ function: z.string(), signature: z.string(), args: z.array(ActionArgumentSchema) }).nullable(),
});
export type ProposalAction = z.infer<typeof ProposalActionSchema>;

/** One council tracked for a proposal: its stake (KLAY) and votes, frozen once voting starts. */
export const TrackedCouncilSchema = z.strictObject({ gc_id: z.number().int().nonnegative(), balance: DecimalString, votes: Votes });
export type TrackedCouncil = z.infer<typeof TrackedCouncilSchema>;

/**
 * Everything the chain says about one proposal at the indexed block: the event's content, the
 * contract's schedule, tally and tracker figures, and each council's vote with its transaction.
 * `state` is derived exactly as the contract's state() at `state_block`; `final` proposals are
 * never read again.
 */
export const ProposalChainSchema = z.strictObject({
  proposal_id: z.number().int().nonnegative(),
  proposer: Address,
  /**
   * The proposer's council by the voter mapping at the proposal's block (voterToGCId there; 0: not
   * a voter, e.g. the secretary). Null on items indexed before it was read: today's mapping then.
   */
  proposer_gc_id: z.number().int().nonnegative().nullable().default(null),
  description: z.string(),
  targets: z.array(Address),
  values: z.array(DecimalString),
  calldatas: z.array(Hex),
  /** The same actions decoded (empty on items indexed before decoding: pages then show them raw). */
  actions: z.array(ProposalActionSchema).default([]),
  vote_start: Block,
  vote_end: Block,
  queue_deadline: Block,
  /** 0 until queued. */
  eta: Block,
  exec_deadline: Block,
  canceled: z.boolean(),
  queued: z.boolean(),
  executed: z.boolean(),
  state: StateNumber,
  /**
   * Nothing a later block does changes the item: a final state, read at or after the tracker's end
   * (a proposal canceled while pending keeps a live tracker until voteStart).
   */
  final: z.boolean(),
  /** The block the non-final state holds at; null once final (no later block changes it). */
  state_block: Block.nullable(),
  tally: z.strictObject({
    yes: Votes,
    no: Votes,
    abstain: Votes,
    quorum_count: Votes,
    quorum_power: Votes,
    /** gc ids, in voting order. */
    voters: z.array(z.number().int().nonnegative()),
  }),
  tracker: z.strictObject({
    track_start: Block,
    track_end: Block,
    num_gcs: Votes,
    total_votes: Votes,
    num_eligible: Votes,
  }),
  tracked: z.array(TrackedCouncilSchema),
  votes: z.array(
    z.strictObject({ gc_id: z.number().int().nonnegative(), choice: z.number().int().min(0).max(2), power: Votes, tx_hash: TxHash, block: Block }),
  ),
  created_tx_hash: TxHash,
  created_block: Block,
  /** ISO dates of voteStart and voteEnd: the blocks' own timestamps once mined, estimated (one block a second) before. */
  vote_start_date: z.iso.datetime(),
  vote_end_date: z.iso.datetime(),
});
export type ProposalChain = z.infer<typeof ProposalChainSchema>;

/** Which council has which voter account (the staking tracker's gcIdToVoter). */
export const CouncilVoterSchema = z.strictObject({ gc_id: z.number().int().positive(), voter: Address });
export type CouncilVoter = z.infer<typeof CouncilVoterSchema>;

// ---------------------------------------------------------------- operators' side (admin data)

export const TxType = z.enum(['TEXT_ONLY', 'DISBURSEMENT', 'CUSTOM_TRANSACTION']);

/** Transaction types: Text Only 1, Disbursement 3, Custom Transaction 4 (spec §3). */
export const TX_TYPE_IDS = { TEXT_ONLY: 1, DISBURSEMENT: 3, CUSTOM_TRANSACTION: 4 } as const;

export const CategoryDetailsSchema = z.discriminatedUnion('txType', [
  z.strictObject({ txType: z.literal('TEXT_ONLY') }),
  z.strictObject({
    txType: z.literal('DISBURSEMENT'),
    /** KLAY. */
    amount: DecimalString,
    recipientAccount: Address,
    withdrawingAccount: Address,
  }),
  z.strictObject({
    txType: z.literal('CUSTOM_TRANSACTION'),
    /** The rows the secretary submits: target, value (wei) and calldata. */
    transactionCode: z.array(z.strictObject({ target: Address, value: DecimalString, calldata: Hex })),
  }),
]);
export type CategoryDetails = z.infer<typeof CategoryDetailsSchema>;

export const ExtraLinkSchema = z.strictObject({ title: z.string(), url: z.url() });

/** A proposal category's id: PROPOSAL_TAGS numbers them from 1. */
const TagId = z.number().int().min(1).max(Object.keys(PROPOSAL_TAGS).length);

/** The draft an agenda was proposed from: its id, proposer council (0 the foundation) and content hash. */
export const ApprovedDraftSchema = z.strictObject({
  draft_id: z.number().int().positive(),
  council_id: z.number().int().nonnegative(),
  content_hash: z.string().regex(/^0x[0-9a-f]{64}$/),
});

/** What operators write about a published agenda; one item per on-chain proposal. */
export const ProposalMetadataSchema = z.strictObject({
  proposal_id: z.number().int().nonnegative(),
  /** The agenda number pages show and link to; defaults to the on-chain id. */
  id: z.number().int().nonnegative().optional(),
  kgp: z.string().regex(/^\d+$/).nullable(),
  title: z.string(),
  subtitle: z.string(),
  categoryId: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  categoryDetails: CategoryDetailsSchema,
  tags: z.array(TagId),
  forumLink: z.url().nullable(),
  extraLinks: z.array(ExtraLinkSchema),
  contextAndProposal: z.string(),
  /** Text agendas only: operators move a passed one to Queued (5) or Executed (7). */
  site_state: z.union([z.literal(5), z.literal(7)]).nullable(),
  /** Proposed from a portal draft whose content hash the on-chain description carries (checked when joined). */
  approved_draft: ApprovedDraftSchema.optional(),
});
export type ProposalMetadata = z.infer<typeof ProposalMetadataSchema>;

// ---------------------------------------------------------------- public views (API)

export const VotingEntrySchema = z.strictObject({
  council: CouncilRefSchema,
  /** -1 when the council did not vote (Absent). */
  choice: ChoiceNumber,
  power: Votes,
  tx_hash: TxHash.nullable(),
});
export type VotingEntry = z.infer<typeof VotingEntrySchema>;

const ProposalViewFields = {
  /** Agenda number (route parameter of the detail page). */
  id: z.number().int().nonnegative(),
  /** On-chain id (castVote, queue, execute). */
  proposal_id: z.number().int().nonnegative(),
  kgp: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
  /** The on-chain state at the indexed block (ProposalState). */
  state: StateNumber,
  site_state: z.union([z.literal(5), z.literal(7)]).nullable(),
  tags: z.array(TagId),
  /** Transaction type: 1 text only, 3 disbursement, 4 custom transaction. */
  categoryId: z.number().int(),
  categoryDetails: CategoryDetailsSchema,
  yesCount: Votes,
  noCount: Votes,
  abstainCount: Votes,
  /** Total voting power of the tracked councils. */
  totalVotes: Votes,
  votersCount: Votes,
  quorumCount: Votes,
  quorumPower: Votes,
  eligibleNodes: Votes,
  startBlock: Block,
  endBlock: Block,
  /** When voting starts: the end of the preparation period. */
  preparationEndDate: z.iso.datetime(),
  votingEndDate: z.iso.datetime(),
  /** The proposal's creation transaction. */
  tx_hash: TxHash,
  forumLink: z.url().nullable(),
  /** The proposer: a council, or id 0 for the foundation. */
  council: CouncilRefSchema,
  proposer: Address,
  /** Whether it carries on-chain actions (text agendas do not). */
  hasActions: z.boolean(),
};

/** One row of the proposal list (no long texts: those come with the page's details). */
export const ProposalListEntrySchema = z.strictObject(ProposalViewFields);
export type ProposalListEntry = z.infer<typeof ProposalListEntrySchema>;

/** GET /v1/proposals/{id}. */
export const ProposalDetailSchema = z.strictObject({
  ...ProposalViewFields,
  contextAndProposal: z.string(),
  extraLinks: z.array(ExtraLinkSchema),
  queueDeadline: Block,
  eta: Block,
  execDeadline: Block,
  /**
   * Present when the agenda was proposed from a portal draft and its on-chain description carries
   * that draft's content hash: the detail says the on-chain content matches the approved draft.
   */
  approvedDraft: z.strictObject({ draft_id: z.number().int().positive(), content_hash: z.string() }).optional(),
  /** Every council with voting power but the foundation, by power (then id); the absent have choice -1. */
  voting: z.array(VotingEntrySchema),
  /** The on-chain actions, decoded where the portal knows the target (none for a text agenda). */
  actions: z.array(ProposalActionSchema).default([]),
});
export type ProposalDetail = z.infer<typeof ProposalDetailSchema>;

/** A list card: the row plus the texts a card shows. */
export const ProposalCardSchema = ProposalDetailSchema.omit({ voting: true, actions: true });
export type ProposalCard = z.infer<typeof ProposalCardSchema>;

/** The precomputed list: every proposal, newest first, and the block it was indexed at. */
export const ProposalListSchema = z.strictObject({ block: Block, proposals: z.array(ProposalListEntrySchema) });
export type ProposalList = z.infer<typeof ProposalListSchema>;

/** One council's part in one proposal. */
export const CouncilVoteEntrySchema = z.strictObject({
  id: z.number().int().nonnegative(),
  proposal_id: z.number().int().nonnegative(),
  title: z.string(),
  state: StateNumber,
  choice: ChoiceNumber,
  power: Votes,
  tx_hash: TxHash.nullable(),
  block: Block.nullable(),
});
export type CouncilVoteEntry = z.infer<typeof CouncilVoteEntrySchema>;

/** Every proposal a council was tracked in or voted on, newest first. */
export const CouncilVotesSchema = z.strictObject({ council: CouncilRefSchema, votes: z.array(CouncilVoteEntrySchema) });
export type CouncilVotes = z.infer<typeof CouncilVotesSchema>;

/** GET /v1/proposals/status: the leaderboard. */
export const ProposalStatsSchema = z.strictObject({
  participations: z.array(z.strictObject({ council: CouncilRefSchema, cnt: z.number().int().nonnegative() })),
  /** Voting power in the latest proposal; ties ranked by staked KLAY. */
  voting_powers: z.array(z.strictObject({ council: CouncilRefSchema, votes: Votes, staked: DecimalString })),
});
export type ProposalStats = z.infer<typeof ProposalStatsSchema>;

const Count = z.number().int().nonnegative();

/** Counts per voting group of a filtered list, for the category chips. */
export const GroupCountsSchema = z.strictObject({ all: Count, upcoming: Count, ongoing: Count, closed: Count });
export type GroupCounts = z.infer<typeof GroupCountsSchema>;

/** GET /v1/proposals: a page of cards and the indexed block (the countdowns start from it). */
export const ProposalPageSchema = z.strictObject({
  items: z.array(ProposalCardSchema),
  total: Count,
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  counts: GroupCountsSchema,
  block: Block.nullable(),
});
export type ProposalPage = z.infer<typeof ProposalPageSchema>;

/** One agenda a council could vote on, with its part (choice -1: absent). */
export const CouncilProposalSchema = ProposalListEntrySchema.extend({ choice: ChoiceNumber, power: Votes, vote_tx_hash: TxHash.nullable() });
export type CouncilProposal = z.infer<typeof CouncilProposalSchema>;

/** GET /v1/proposals/councils/{id}: a page of the agendas one council could vote on. */
export const CouncilProposalPageSchema = ProposalPageSchema.extend({ items: z.array(CouncilProposalSchema) });
export type CouncilProposalPage = z.infer<typeof CouncilProposalPageSchema>;

/** GET /v1/proposals/{id}: the detail with the indexed block. */
export const ProposalDetailAnswerSchema = ProposalDetailSchema.extend({ block: Block.nullable() });
export type ProposalDetailAnswer = z.infer<typeof ProposalDetailAnswerSchema>;

/** GET /v1/councils?order=vote|act: the selector strips. */
export const CouncilRefListSchema = z.array(CouncilRefSchema);

/** A text agenda's progress a site admin marks on the site: In Progress (5), then Executed (7). */
export const SiteStateSchema = z.union([z.literal(5), z.literal(7)]);

/** PUT /v1/proposals/{agendaNumber}/site_state: the body, and the agenda as it now stands. */
export const SiteStateEditSchema = z.strictObject({ site_state: SiteStateSchema });
export const SiteStateAnswerSchema = z.strictObject({ id: z.number().int().nonnegative(), proposal_id: z.number().int().nonnegative(), site_state: SiteStateSchema });
