import { describe, expect, it } from 'vitest';
import { ApiError, readEnvelope } from './readEnvelope';

describe('readEnvelope', () => {
  it('returns the result when code is 200', () => {
    expect(readEnvelope({ code: 200, result: { a: 1 } }, 200)).toEqual({ a: 1 });
    expect(readEnvelope({ code: 200, result: null }, 200)).toBeNull();
  });

  it.each([
    [{ code: 404, err_msg: 'Council not found' }, 404, 'Council not found', 404],
    [{ code: 500, err_msg: '' }, 500, 'Request failed (code 500)', 500],
    // The HTTP status and the envelope disagree: the envelope decides.
    [{ code: 401, err_msg: 'Unauthorized' }, 200, 'Unauthorized', 401],
    [{ code: 201, result: {} }, 201, 'Request failed (code 201)', 201],
    ['<html>Bad gateway</html>', 502, 'Unexpected response (HTTP 502)', 502],
    [null, 500, 'Unexpected response (HTTP 500)', 500],
  ])('throws ApiError for %j', (body, status, message, code) => {
    try {
      readEnvelope(body, status);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(message);
      expect((error as ApiError).code).toBe(code);
    }
  });
});
