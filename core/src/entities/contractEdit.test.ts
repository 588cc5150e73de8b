import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '../uploads/inspectUpload';
import { CONTRACT_EDIT_MESSAGES, CONTRACT_LOGO_MAX_BYTES, ContractEditSchema } from './stats';

const edit = { council_id: -1, sq_company: 'Gamma', sq_service: 'Swap', sq_category: 'NFT' };
const messages = (input: unknown) => ContractEditSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('the contract edit (admin spec §5)', () => {
  it("refuses each rule's breach with the spec's message", () => {
    expect(messages(edit)).toEqual([]);
    expect(messages({ ...edit, sq_service: 'x'.repeat(31) })).toEqual([CONTRACT_EDIT_MESSAGES.serviceTooLong]);
    expect(messages({ ...edit, sq_company: 'y'.repeat(31) })).toEqual([CONTRACT_EDIT_MESSAGES.companyTooLong]);
    expect(messages({ ...edit, sq_company: null })).toEqual([CONTRACT_EDIT_MESSAGES.companyRequired]);
    expect(messages({ ...edit, council_id: 2, sq_company: undefined })).toEqual([]);
    expect(messages({ ...edit, sq_category: undefined })).toEqual([CONTRACT_EDIT_MESSAGES.categoryRequired]);
    expect(messages({ ...edit, sq_logo: 'javascript:alert(1)' }).length).toBe(1);
    expect(messages({ ...edit, bq_company: 'Warehouse' }).length).toBe(1);
  });

  it('limits the logo as the upload check does', () => {
    expect(CONTRACT_LOGO_MAX_BYTES).toBe(UPLOAD_RULES.contractLogo.maxBytes);
  });
});
