/** The councils' route modules (the catalogue's councilRoutes): one chunk, loaded by their prefixes' first request. */
export { accounts, adminAccounts } from '../routes/accounts';
export { activities } from '../routes/activities';
export { councilPage } from '../routes/councilPage';
export { councils } from '../routes/councils';
export { categories, communities } from '../routes/lookups';
export { transactions } from '../routes/transactions';
