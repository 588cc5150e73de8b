/** The figures' route modules (the catalogue's statusRoutes): one chunk, loaded by their prefixes' first request. */
export { financial } from '../routes/financial';
export { supply } from '../routes/klay';
export { stat } from '../routes/stat';
export { status } from '../routes/status';
export { statusContracts } from '../routes/statusContracts';
export { treasury } from '../routes/treasury';
