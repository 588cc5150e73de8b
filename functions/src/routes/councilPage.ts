import { Hono } from 'hono';
import { councilRoutes } from '@portal/core/api/councilRoutes';
import { batchGet } from '@portal/core/db/batch';
import { keys } from '@portal/core/db/keys';
import { CouncilActivitySummarySchema } from '@portal/core/entities/activity';
import { CouncilSchema } from '@portal/core/entities/council';
import type { CouncilsPage } from '@portal/core/entities/councilPage';
import { CategoryListSchema } from '@portal/core/entities/lookups';
import { sortCategories, sortCouncils } from '@portal/core/rules/councils';
import { success } from '@portal/core/envelope';
import * as z from 'zod';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

/**
 * GET /v1/page/councils/main: the GC page's list — councils in list order (total staking, resigned
 * after by name) with their latest activity's title, and the categories for the chips. One
 * BatchGetItem of three precomputed items.
 */
export const councilPage = new Hono<AppEnv>().get('/main', accessFor(councilRoutes['GET /v1/page/councils/main']), noQuery(), async (c) => {
  const { db } = c.get('deps');
  const [listKey, categoriesKey, summaryKey] = [keys.councilList(), keys.categories(), keys.councilActivitySummary()];
  const items = await batchGet(db, [listKey, categoriesKey, summaryKey]);
  const find = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk)?.data;
  const councils = z.array(CouncilSchema).parse(find(listKey) ?? []);
  const categories = CategoryListSchema.parse(find(categoriesKey) ?? []);
  const summary = CouncilActivitySummarySchema.parse(find(summaryKey) ?? {});
  const page: CouncilsPage = {
    councils: sortCouncils(councils).map((council) => {
      const latest = summary[String(council.id)]?.latest;
      return { ...council, activity: latest ? { id: latest.id, title: latest.title } : null };
    }),
    categories: sortCategories(categories),
  };
  return c.json(success(page));
});
