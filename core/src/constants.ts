/** Business constants shared by the API, the indexer and the web (spec §9 of both documents). */

export const APP_VERSION = '2.4.8';
export const API_VERSION = '1.0.0';

export const MAIN_CHAIN_ID = 8217;
export const TEST_CHAIN_ID = 1001;

/** 1 KLAY = 10^18 peb (the chain's unit). */
export const KLAY_DECIMALS = 18;

/** 1e8: what Home shows for a supply figure it could not load (spec §8). */
export const DEFAULT_SUPPLY_FIGURE = 100_000_000;

export const TX_GAS = 4_000_000n;

export const WALLET_POLL_INTERVAL_MS = 1000;
export const WALLET_POLL_LIMIT_MS = 60_000;

/**
 * Proposal categories (tags) by id. Here, with the plain constants, so the schemas, the rules and
 * the pages that show them read one table without loading each other.
 */
export const PROPOSAL_TAGS = { 1: 'Governance', 2: 'Treasury', 3: 'Tokenomics', 4: 'Technology', 5: 'ETC' } as const;

/** Home's Latest Discussion carousel shows at most this many forum topics. */
export const HOME_TOPIC_COUNT = 10;

/**
 * The custom metric the indexer publishes each run (an embedded-metric-format log line) and the
 * stack's LagAlarm watches: blocks the furthest-behind chain job is behind the head, by chain id.
 */
export const INDEXER_LAG_METRIC = { namespace: 'Portal/Indexer', metricName: 'LagBlocks', dimension: 'ChainId' } as const;

/** Where the API serves the feeds (no account needed); the pages link them for discovery. */
export const AGENDA_FEED_PATH = '/v1/feeds/agendas.atom';
export const AGENDA_CALENDAR_PATH = '/v1/feeds/agendas.ics';
export const ACTIVITY_FEED_PATH = '/v1/feeds/activities.atom';
/** One council's activities: the same feed with `?gc=<council id>`. */
export const activityFeedPath = (councilId: number | null) => (councilId === null ? ACTIVITY_FEED_PATH : `${ACTIVITY_FEED_PATH}?gc=${councilId}`);
