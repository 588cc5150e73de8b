import { describe, expect, it } from 'vitest';
import { CONTRACT_EDIT_MESSAGES, type ContractMeta, type RankedContract } from '@portal/core/entities/stats';
import en from '../../i18n/messages/en/contracts.json';
import { contractFormData, contractFormErrors, filterContracts, formOf, type ContractFormErrors } from './contractEdit';

/** The messages as an English page shows them. */
const english = (errors: ContractFormErrors) => Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, en[key]]));

const meta: ContractMeta = { id: 4, address: '0x00000000000000000000000000000000000000aa', sq_logo: null, sq_company: null, sq_service: null, sq_category: null, council_id: -1, sq_filename: null };
const ranked = (id: number, sq_service: string | null, sq_category: RankedContract['sq_category']): RankedContract => ({
  ...meta,
  id,
  sq_service,
  sq_category,
  rank: id,
  tx_count: 1,
  tx_fee: '1',
  bq_company: null,
  bq_service: null,
  bq_category1: null,
  bq_category2: null,
});

describe('the contract edit modal', () => {
  it("checks a non-member's form with the spec's messages", () => {
    const form = { ...formOf(meta), service: 'x'.repeat(31), company: 'y'.repeat(31) };
    expect(english(contractFormErrors(form))).toEqual({
      service: 'Please enter less than 40 characters',
      company: 'Please enter less than 30 characters',
      category: 'Please select a category',
    });
    expect(english(contractFormErrors({ ...formOf(meta), service: 'Swap', category: 'NFT' }))).toEqual({ company: 'Please enter company name' });
  });

  it("says in English what the server says (core's messages), word for word", () => {
    const keys = { serviceRequired: 'error.serviceRequired', serviceTooLong: 'error.serviceTooLong', companyRequired: 'error.companyRequired', companyTooLong: 'error.companyTooLong', categoryRequired: 'error.categoryRequired', logoTooLarge: 'error.logoTooLarge' } as const;
    for (const [name, key] of Object.entries(keys)) expect(en[key], name).toBe(CONTRACT_EDIT_MESSAGES[name as keyof typeof keys]);
  });

  it("sends a member's council without a project name or logo, and a non-member's removal as none", async () => {
    const member = contractFormData({ ...formOf(meta), member: true, councilId: 2, service: 'Bridge', category: 'INFRA', company: 'ignored' });
    expect(JSON.parse(member.get('metadata') as string)).toEqual({ council_id: 2, sq_service: 'Bridge', sq_category: 'INFRA' });
    const removal = contractFormData({ ...formOf(meta), company: 'Gamma', service: 'Swap', category: 'NFT', removeLogo: true });
    expect(JSON.parse(removal.get('metadata') as string)).toMatchObject({ council_id: -1, sq_company: 'Gamma', sq_logo: 'none' });
  });
});

describe('the category filter and the service-name search', () => {
  it('keeps the matching cards', () => {
    const items = [ranked(1, 'Gamma Swap', 'NFT'), ranked(2, 'Delta', null), ranked(3, null, 'NFT')];
    expect(filterContracts(items, 'NFT', '').map((i) => i.id)).toEqual([1, 3]);
    expect(filterContracts(items, 'UNCATEGORIZED', '').map((i) => i.id)).toEqual([2]);
    expect(filterContracts(items, 'ALL', 'swap').map((i) => i.id)).toEqual([1]);
  });
});
