/** The site's route modules (the catalogue's siteRoutes but the session's): one chunk, loaded by their prefixes' first request. */
export { forum } from '../routes/forum';
export { network } from '../routes/network';
export { networkConfig } from '../routes/networkConfig';
export { pages } from '../routes/pages';
export { releaseNotes } from '../routes/releaseNotes';
export { version } from '../routes/version';
