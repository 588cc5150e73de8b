import { errorCodeOfStatus } from '@portal/core/api/errorCodes';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ConflictError, InvalidEditError, MissingItemError } from '@portal/core/db/writeErrors';
import { handleError } from './errors';

describe('handleError', () => {
  it.each([
    [new ConflictError('Council 1 was changed by someone else since you opened it.'), 409],
    [new MissingItemError('Council 9 not found'), 404],
    [new InvalidEditError('Category 42 does not exist'), 400],
  ])('answers %s with its status and message', async (error, status) => {
    const app = new Hono().onError(handleError).put('/edit', () => {
      throw error;
    });
    const response = await app.request('/edit', { method: 'PUT' });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code: status, err_msg: error.message, err_code: errorCodeOfStatus(status) });
  });
});
