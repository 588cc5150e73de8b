/** The agendas' route modules (the catalogue's proposalRoutes): one chunk, loaded by their prefixes' first request. */
export { feeds } from '../routes/feeds';
export { proposals } from '../routes/proposals';
