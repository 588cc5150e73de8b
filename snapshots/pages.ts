import type { Db } from '@portal/core/db/client';
import { keys as itemKeys, type ItemKey } from '@portal/core/db/keys';
import { itemKeyText } from '@portal/core/db/writeCounter';
import { getProposalDetails, getProposalList } from '@portal/core/db/repositories/proposals';
import type { Council } from '@portal/core/entities/council';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import type { SnapshotRoute } from '@portal/core/http/snapshotPaths';
import type { Lang } from '@portal/core/i18n/serverText';
import { readCouncilsPage, councilsPageItems } from '@portal/core/db/repositories/councilsPage';
import { agendaPreview, councilPreview, councilsPagePreview, type PagePreview } from './previews';
import type { RenderEntry } from './renderer';

/** One page with a snapshot: its route and id (null for a list page), the API answers it renders from (by SWR key) and its preview. */
export type SnapshotPage = {
  route: SnapshotRoute;
  id: number | null;
  data: Record<string, unknown>;
  /**
   * The table items its data is read from ("pk sk"), its own first: a write to one of them makes
   * the page's snapshot older than its data until a pass renders it again; other writes do not.
   */
  follows: string[];
  preview: (lang: Lang, siteUrl: string) => PagePreview;
};

const itemText = (key: ItemKey) => itemKeyText(key.pk, key.sk);

/** The items the list of pages itself is read from: a write to one may add or remove a page. */
export const LISTED_FROM: readonly string[] = [itemText(itemKeys.proposalList()), itemText(itemKeys.councilList())];

/**
 * Every item some page follows or lists from, as key patterns: the lists, the GC page's items and each agenda's detail.
 * On AWS the table's stream filters on these (infra's snapshot writer), so the indexer's
 * checkpoints and statistics make no pass, as locally (onChange.ts).
 */
export const FOLLOWED_ITEMS: readonly ({ pk: string; sk: string } | { pk: string; skPrefix: string })[] = [
  itemKeys.proposalList(),
  // The GC page's: the council list, the categories and the activity summary.
  ...councilsPageItems(),
  itemKeys.proposalDetailPrefix(),
];

/** As the API sends it: JSON, so the page hydrates from exactly what a fetch would have answered (no undefined fields). */
const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Every agenda and council detail page and the GC page, with the answers each reads, from the views
 * the API serves (the same items and the same shaping as GET /v1/proposals/{agendaNumber},
 * GET /v1/councils and GET /v1/page/councils/main).
 */
export async function listSnapshotPages(db: Db, keys: RenderEntry['snapshotKeys']): Promise<SnapshotPage[]> {
  const [list, councilsPage] = await Promise.all([getProposalList(db), readCouncilsPage(db)]);
  const details = await getProposalDetails(db, (list?.proposals ?? []).map((entry) => entry.id));
  const agendas: SnapshotPage[] = details.map((detail) => {
    const answer: ProposalDetailAnswer = asSent({ ...detail, block: list?.block ?? null });
    const [key] = keys.agenda(detail.id);
    // Its detail, and the list for the block the countdown is read at.
    const follows = [itemText(itemKeys.proposalDetail(detail.id)), itemText(itemKeys.proposalList())];
    return { route: '/Proposal/Detail', id: detail.id, data: { [key!]: answer }, follows, preview: (lang, siteUrl) => agendaPreview(answer, lang, siteUrl) };
  });
  // The detail page finds its council in the public list (GET /v1/councils?order=staking), which it then holds whole:
  // the GC page's cards, already in that order, without their latest activity (read once for both).
  const councilList: Council[] = asSent(councilsPage.councils.map(({ activity: _activity, ...council }) => council));
  const [listKey] = keys.council();
  const councilPages: SnapshotPage[] = councilList.map((council) => ({
    route: '/GC/Detail',
    id: council.id,
    data: { [listKey!]: councilList },
    follows: [itemText(itemKeys.councilList())],
    preview: (lang, siteUrl) => councilPreview(council, lang, siteUrl),
  }));
  const [pageKey] = keys.councilsPage();
  const gcPage: SnapshotPage = {
    route: '/GC',
    id: null,
    data: { [pageKey!]: asSent(councilsPage) },
    follows: councilsPageItems().map(itemText),
    preview: (lang, siteUrl) => councilsPagePreview(lang, siteUrl),
  };
  return [...agendas, gcPage, ...councilPages];
}
