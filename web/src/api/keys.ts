import { API_BASE } from './client';

/**
 * SWR key factory: one function per read of spec §7, returning the request path (which is also the cache
 * key). Later issues add their reads here so a mutation can revalidate by key.
 */
export const apiKeys = {
  mainPage: () => `${API_BASE}/page/main`,
  version: () => `${API_BASE}/version`,
} as const;
