import { councilRoutes } from './councilRoutes';
import { delegatorRoutes } from './delegatorRoutes';
import { proposalRoutes } from './proposalRoutes';
import type { RouteName, RouteSpec } from './route';
import { siteRoutes } from './siteRoutes';
import { statusRoutes } from './statusRoutes';

/**
 * Every route of the API, named once by its method and path (`{name}` for a path parameter): who may
 * call it, what it takes and what it answers. Pure data (zod schemas of core's entities), so the web
 * imports its types and the server, the OpenAPI document and the contract test read it.
 */
export const catalogue = { ...siteRoutes, ...statusRoutes, ...councilRoutes, ...proposalRoutes, ...delegatorRoutes };

export type Catalogue = typeof catalogue;

/** The catalogue as a list, for those who walk it (the document, the tests). */
export function catalogueEntries(): [RouteName, RouteSpec][] {
  return Object.entries(catalogue) as [RouteName, RouteSpec][];
}
