import type { Council } from '@portal/core/entities/council';

export interface ProfileLink {
  url: string;
  /** null: a link titled "others", shown as the word "link" of the page's language. */
  label: string | null;
  /** The community type's icon (communities only). */
  thumbnail?: string;
  /** The community type's name (communities only). */
  kind?: string;
}

/** Spec §3: communities give one item per link; a link titled "others" is labelled "link" (null here: the word is the catalogue's). */
export function communityLinks(communities: Council['communities']): ProfileLink[] {
  return communities.flatMap((community) =>
    community.links.map((link) => {
      const title = link.title.trim();
      const label = title.toLowerCase() === 'others' ? null : title || community.name;
      return { url: link.url, label, thumbnail: community.thumbnail, kind: community.name };
    }),
  );
}

/** Websites: their title, else the host. */
export function websiteLinks(websites: Council['websites']): ProfileLink[] {
  return websites.map((site) => {
    let host = site.url;
    try {
      host = new URL(site.url).host;
    } catch {
      // keep the text as written
    }
    return { url: site.url, label: site.title.trim() || host };
  });
}
