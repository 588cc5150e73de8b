import { describe, expect, it } from 'vitest';
import { COUNCIL_MESSAGES, CouncilCreateSchema, CouncilInfoEditSchema } from '@portal/core/entities/councilInput';
import { fieldErrors } from './fieldErrors';

const NEW_COUNCIL = { name: 'Gamma', categories: [1], summary: 'Runs nodes', description: 'About Gamma', address: `0x${'a'.repeat(40)}`, websites: [] };

describe('fieldErrors (the form judged by the server schema)', () => {
  it('is empty for a valid form', () => {
    expect(fieldErrors(CouncilCreateSchema, NEW_COUNCIL)).toEqual({});
  });

  it('gives each field its §5 message', () => {
    expect(fieldErrors(CouncilCreateSchema, { ...NEW_COUNCIL, name: 'x'.repeat(30), address: '0x1', websites: [{ url: 'gamma.org' }] })).toEqual({
      name: COUNCIL_MESSAGES.nameTooLong,
      address: 'Invalid address',
      'websites.0.url': 'URL must start with http:// or https://',
    });
  });

  it('says the joined date must come before the resigned date', () => {
    const info = { name: 'Gamma', site_conf: { status: '', isFoundation: false }, address: `0x${'a'.repeat(40)}`, joined_at: '2026-05-02T00:00:00Z', resigned_at: '2026-05-01T00:00:00Z' };
    expect(fieldErrors(CouncilInfoEditSchema, info)).toEqual({ resigned_at: 'Invalid Date: Joined date should be before resigned date' });
  });
});
