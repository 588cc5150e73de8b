import { Hono } from 'hono';
import { listReleaseNotes } from '@portal/core/db/repositories/releaseNotes';
import { success } from '@portal/core/envelope';
import { publicRead } from '../access';
import type { AppEnv } from '../deps';
import { noQuery } from '../validate';

/** GET /v1/release_note: every release note, newest first (the page shows 10 a page). */
export const releaseNotes = new Hono<AppEnv>().get('/', publicRead(), noQuery(), async (c) => c.json(success(await listReleaseNotes(c.get('deps').db))));
