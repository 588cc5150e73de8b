import * as z from 'zod';

/**
 * The feeds (issue 17, "Feeds and calendars"): what the indexer keeps so the API only serializes
 * Atom and iCalendar. Times are ISO UTC; links are site paths (the API adds the public origin).
 */

const Iso = z.iso.datetime();


/** The moments an agenda's Atom entries announce; null: not (yet) happened. */
export const AgendaEventsSchema = z.strictObject({
  published: Iso,
  voting_started: Iso.nullable(),
  ending_soon: Iso.nullable(),
  closed: Iso.nullable(),
});
export type AgendaEvents = z.infer<typeof AgendaEventsSchema>;
export type AgendaEventKind = keyof AgendaEvents;

/** One agenda as the feed and the calendar tell it, with its revision (iCalendar SEQUENCE). */
export const FeedAgendaSchema = z.strictObject({
  /** On-chain id: the stable part of entry ids and calendar UIDs (agenda numbers can be renumbered). */
  proposal_id: z.number().int().nonnegative(),
  /** Agenda number: the page's link. */
  id: z.number().int().nonnegative(),
  title: z.string(),
  /** Upcoming, Ongoing, or the result of a closed agenda (Passed (Executed), Rejected…). */
  status: z.string(),
  canceled: z.boolean(),
  voting_start: Iso,
  voting_end: Iso,
  yes: z.number().int().nonnegative(),
  no: z.number().int().nonnegative(),
  abstain: z.number().int().nonnegative(),
  voters: z.number().int().nonnegative(),
  eligible: z.number().int().nonnegative(),
  events: AgendaEventsSchema,
  /** Bumped each time what the feed tells of the agenda changes (a vote, a state, a title, a date). */
  sequence: z.number().int().nonnegative(),
  modified: Iso,
  /** Fingerprint of the told content, to notice a change. */
  fp: z.string(),
});
export type FeedAgenda = z.infer<typeof FeedAgendaSchema>;

/** The agenda feed's item: every agenda, newest first, and when any of them last changed. */
export const AgendaFeedSchema = z.strictObject({ updated: Iso, agendas: z.array(FeedAgendaSchema) });
export type AgendaFeed = z.infer<typeof AgendaFeedSchema>;

/** One activity as its Atom entry tells it. */
export const FeedActivitySchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string(),
  council: z.strictObject({ id: z.number().int().nonnegative(), name: z.string() }),
  published: Iso,
  /** Plain text, shortened. */
  summary: z.string(),
});
export type FeedActivity = z.infer<typeof FeedActivitySchema>;

/** An activity feed's item (all councils, or one council's): its newest activities. */
export const ActivityAtomFeedSchema = z.strictObject({
  /** null: every council. */
  council: z.strictObject({ id: z.number().int().nonnegative(), name: z.string() }).nullable(),
  updated: Iso,
  entries: z.array(FeedActivitySchema),
});
export type ActivityAtomFeed = z.infer<typeof ActivityAtomFeedSchema>;
