import * as z from 'zod';
import { batchGet } from '../batch';
import type { Db } from '../client';
import { keys, type ItemKey } from '../keys';
import { CouncilActivitySummarySchema } from '../../entities/activity';
import { CouncilSchema } from '../../entities/council';
import type { CouncilsPage } from '../../entities/councilPage';
import { CategoryListSchema } from '../../entities/lookups';
import { sortCategories, sortCouncils } from '../../rules/councils';

/** The precomputed items the GC page is read from: a write to one changes the page. */
export const councilsPageItems = (): ItemKey[] => [keys.councilList(), keys.categories(), keys.councilActivitySummary()];

/**
 * The GC page's list (GET /v1/page/councils/main, and the /GC snapshot): councils in list order
 * (total staking, resigned after by name) with their latest activity's title, and the categories
 * for the chips. One BatchGetItem of three precomputed items.
 */
export async function readCouncilsPage(db: Db): Promise<CouncilsPage> {
  const [listKey, categoriesKey, summaryKey] = councilsPageItems();
  const items = await batchGet(db, [listKey!, categoriesKey!, summaryKey!]);
  const find = (key: ItemKey) => items.find((i) => i.pk === key.pk && i.sk === key.sk)?.data;
  const councils = z.array(CouncilSchema).parse(find(listKey!) ?? []);
  const categories = CategoryListSchema.parse(find(categoriesKey!) ?? []);
  const summary = CouncilActivitySummarySchema.parse(find(summaryKey!) ?? {});
  return {
    councils: sortCouncils(councils).map((council) => {
      const latest = summary[String(council.id)]?.latest;
      return { ...council, activity: latest ? { id: latest.id, title: latest.title } : null };
    }),
    categories: sortCategories(categories),
  };
}
