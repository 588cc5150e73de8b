import { Hono } from 'hono';
import { z } from 'zod';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { getProposalStats } from '@portal/core/db/repositories/leaderboard';
import type { CouncilRef } from '@portal/core/entities/proposal';
import { success } from '@portal/core/envelope';
import type { AppEnv } from '../deps';
import { validate } from '../validate';

/** `order`: vote for now (the voting pages' selector strip); act and by-staking come with their pages. */
const CouncilsQuery = z.strictObject({ order: z.enum(['vote']) });

export const councils = new Hono<AppEnv>().get('/', validate('query', CouncilsQuery), async (c) => {
  const { db } = c.get('deps');
  const [list, stats] = await Promise.all([getCouncilList(db), getProposalStats(db)]);
  // Councils that can vote: not the foundation (no voting rights), not resigned. Those with voting
  // power first, as the leaderboard ranks them; then the others by name.
  const voting = list.filter((council) => !council.site_conf.isFoundation && council.resigned_at === null);
  const rank = new Map((stats?.voting_powers ?? []).map((p, i) => [p.council.id, i]));
  const ordered = voting.sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name) || a.id - b.id,
  );
  const strip: CouncilRef[] = ordered.map(({ id, name, thumbnail }) => ({ id, name, thumbnail }));
  return c.json(success(strip));
});
