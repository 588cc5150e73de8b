import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/**
 * The edit version an editor read, from its If-Match header (`"3"`, `W/"3"` or `3`). Without it a
 * change could silently overwrite or remove another operator's: such a request is refused (428).
 * `what` names the item in the message ("the council").
 */
export function versionFromIfMatch(c: Context, what: string): number {
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(c.req.header('If-Match') ?? '');
  if (!match) throw new HTTPException(428, { message: `Send the version you edited (If-Match); reload ${what} and make your change again` });
  return Number(match[1]);
}
