import { SITE_NAME } from '@portal/core/feeds/atom';
import { agendaStatus } from '@portal/core/feeds/agendaFeed';
import type { Council } from '@portal/core/entities/council';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { agendaStatusText, localePath, serverText, type Lang } from '@portal/core/i18n/serverText';

/**
 * What a pasted link of a page previews (Open Graph and Twitter card tags) and what a crawler reads
 * first: the page's own description, canonical URL and, where it has one, its picture.
 */
export type PagePreview = {
  title: string;
  description: string;
  /** The page's one URL (absolute): the canonical link and og:url. */
  url: string;
  /** An absolute picture URL, or null (a text card). */
  image: string | null;
  lang: Lang;
};

/** Descriptions are cut here: what link previews show of them (longer ones are cut by the reader, mid-word). */
export const DESCRIPTION_MAX = 200;

const cut = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

/** An uploaded picture's path as the site serves it, made absolute; another site's URL as it is. */
function absolute(siteUrl: string, path: string): string | null {
  if (!path) return null;
  try {
    return new URL(path, siteUrl).href;
  } catch {
    return null;
  }
}

/** /Proposal/Detail?id=N: its number and title, status, Yes/No/Abstain and the end of voting. */
export function agendaPreview(agenda: ProposalDetailAnswer, lang: Lang, siteUrl: string): PagePreview {
  const text = serverText(lang);
  const tally = text.tally({ yes: agenda.yesCount, no: agenda.noCount, abstain: agenda.abstainCount, voters: agenda.votersCount, eligible: agenda.eligibleNodes });
  return {
    title: text.agendaPreview.title({ id: agenda.id, title: agenda.title }),
    description: cut(text.agendaPreview.description({ status: agendaStatusText(agendaStatus(agenda), lang), tally, end: text.utcMinute(agenda.votingEndDate) })),
    url: new URL(localePath(`/Proposal/Detail?id=${agenda.id}`, lang), siteUrl).href,
    image: null,
    lang,
  };
}

/** /GC/Detail?id=N: the council's name, summary and thumbnail. */
export function councilPreview(council: Council, lang: Lang, siteUrl: string): PagePreview {
  return {
    title: `${council.name} | ${SITE_NAME}`,
    description: cut(council.summary || council.name),
    url: new URL(localePath(`/GC/Detail?id=${council.id}`, lang), siteUrl).href,
    image: absolute(siteUrl, council.thumbnail),
    lang,
  };
}

/** /GC: the council's list. */
export function councilsPagePreview(lang: Lang, siteUrl: string): PagePreview {
  const text = serverText(lang).councilsPreview;
  return { title: `${text.title} | ${SITE_NAME}`, description: text.description, url: new URL(localePath('/GC', lang), siteUrl).href, image: null, lang };
}
