import * as z from 'zod';

/** GET /v1/version: the API's semantic version. */
export const ApiVersionSchema = z.string().regex(/^\d+\.\d+\.\d+$/);
