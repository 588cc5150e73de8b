import { onchainTable, primaryKey } from 'ponder';

/** One row per agenda, with its tracker summary and the proposer's council (what our proposal chain item holds). */
export const agenda = onchainTable('agenda', (t) => ({
  id: t.bigint().primaryKey(),
  proposer: t.hex().notNull(),
  proposerGcId: t.bigint().notNull(),
  description: t.text().notNull(),
  actions: t.integer().notNull(),
  voteStart: t.bigint().notNull(),
  voteEnd: t.bigint().notNull(),
  createdBlock: t.bigint().notNull(),
  createdAt: t.bigint().notNull(),
  canceled: t.boolean().notNull(),
  queued: t.boolean().notNull(),
  executed: t.boolean().notNull(),
  eta: t.bigint().notNull(),
  trackStart: t.bigint().notNull(),
  trackEnd: t.bigint().notNull(),
  numGcs: t.bigint().notNull(),
  totalVotes: t.bigint().notNull(),
  numEligible: t.bigint().notNull(),
}));

/** The councils an agenda's tracker follows, with their balance and votes (getAllTrackedGCs). */
export const trackedCouncil = onchainTable(
  'tracked_council',
  (t) => ({
    agendaId: t.bigint().notNull(),
    councilId: t.bigint().notNull(),
    balance: t.bigint().notNull(),
    votes: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.agendaId, table.councilId] }) }),
);

/** One council's vote on one agenda. */
export const vote = onchainTable(
  'vote',
  (t) => ({
    agendaId: t.bigint().notNull(),
    councilId: t.bigint().notNull(),
    voter: t.hex().notNull(),
    choice: t.integer().notNull(),
    power: t.bigint().notNull(),
    block: t.bigint().notNull(),
    txHash: t.hex().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.agendaId, table.councilId] }) }),
);

/** The voting contract's two timing constants our projection adds to voteEnd and eta. */
export const votingSettings = onchainTable('voting_settings', (t) => ({
  id: t.integer().primaryKey(),
  queueTimeout: t.bigint().notNull(),
  execTimeout: t.bigint().notNull(),
}));

/** Each council's voter account, from the staking tracker's RefreshVoter events. */
export const councilVoter = onchainTable('council_voter', (t) => ({
  councilId: t.bigint().primaryKey(),
  voter: t.hex().notNull(),
}));
