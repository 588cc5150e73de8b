import { describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES, draftContent, ProposalDraftEditSchema, ProposalDraftInputSchema } from './proposalDraft';

const KCF = '0x1111111111111111111111111111111111111111';
const RECIPIENT = '0x2222222222222222222222222222222222222222';

/** A valid draft-creation payload, as the NEW VOTING AGENDA form sends it. */
const valid = {
  title: 'Grant for the node operators',
  subtitle: 'Second round',
  council_id: 0,
  category_id: 3,
  category_details: JSON.stringify({ txType: 'DISBURSEMENT', amount: '1500', recipientAccount: RECIPIENT, withdrawingAccount: KCF }),
  voting_delay: 86_400,
  voting_period: 7 * 86_400,
  contents: 'Why and how.',
  forum_link: 'https://govforum.example.org/t/42',
  extra_link: JSON.stringify([
    { url: 'https://example.org/plan', title: 'Plan' },
    { url: '', title: '' },
  ]),
  tags: JSON.stringify([2]),
  kgp: '31',
};

/** The messages a payload is refused with (every issue's). */
function refusal(change: Record<string, unknown>): string[] {
  const result = ProposalDraftInputSchema.safeParse({ ...valid, ...change });
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.message);
}

describe('the proposal draft form (admin spec §5)', () => {
  it('accepts a complete payload, keeping only extra links with a url', () => {
    const parsed = ProposalDraftInputSchema.parse(valid);
    expect(parsed.extra_link).toEqual([{ url: 'https://example.org/plan', title: 'Plan' }]);
    expect(draftContent(parsed)).toMatchObject({
      categoryId: 3,
      categoryDetails: { txType: 'DISBURSEMENT', amount: '1500' },
      tags: [2],
      kgp: '31',
      contextAndProposal: 'Why and how.',
    });
  });

  it('needs a title', () => {
    expect(refusal({ title: '   ' })).toEqual([DRAFT_MESSAGES.titleRequired]);
  });

  it('needs a council or the foundation (0), never a negative id', () => {
    expect(refusal({ council_id: -1 })).toEqual([DRAFT_MESSAGES.councilRequired]);
    expect(refusal({ council_id: undefined })).toEqual([DRAFT_MESSAGES.councilRequired]);
    expect(refusal({ council_id: 0 })).toEqual([]);
  });

  it('needs a category among Text Only, Disbursement and Custom Transaction, with matching details', () => {
    expect(refusal({ category_id: 2 })).toEqual([DRAFT_MESSAGES.categoryRequired]);
    expect(refusal({ category_id: 1 })).toEqual([DRAFT_MESSAGES.detailsMismatch]);
    expect(refusal({ category_id: 1, category_details: '{"txType":"TEXT_ONLY"}' })).toEqual([]);
  });

  it('needs category details, as JSON', () => {
    expect(refusal({ category_details: '' })).toEqual([DRAFT_MESSAGES.detailsRequired]);
    expect(refusal({ category_details: '{txType:' })).toEqual([DRAFT_MESSAGES.checkJson]);
  });

  it('needs a disbursement\'s amount above 0 and valid accounts', () => {
    const details = (change: object) =>
      JSON.stringify({ txType: 'DISBURSEMENT', amount: '1', recipientAccount: RECIPIENT, withdrawingAccount: KCF, ...change });
    expect(refusal({ category_details: details({ amount: '0' }) })).toEqual([DRAFT_MESSAGES.amount]);
    expect(refusal({ category_details: details({ recipientAccount: '0x12' }) })).toEqual(['Invalid address']);
  });

  it('needs a custom transaction\'s code as valid JSON rows of target, value and calldata', () => {
    const custom = (transactionCode: unknown) => ({ category_id: 4, category_details: JSON.stringify({ txType: 'CUSTOM_TRANSACTION', transactionCode }) });
    expect(refusal(custom('[{"target": oops}]'))).toEqual([DRAFT_MESSAGES.checkJson]);
    expect(refusal(custom(JSON.stringify([{ target: KCF, value: '0', calldata: '0x1234' }])))).toEqual([]);
    expect(refusal(custom([{ target: KCF, value: '0', calldata: '0x1234' }]))).toEqual([]);
    expect(refusal(custom([{ target: KCF, value: '0', calldata: 'zz' }]))).toEqual(['Invalid calldata']);
    const parsed = ProposalDraftInputSchema.parse({ ...valid, ...custom(JSON.stringify([{ target: KCF, value: '5', calldata: '0x' }])) });
    expect(draftContent(parsed).categoryDetails).toEqual({ txType: 'CUSTOM_TRANSACTION', transactionCode: [{ target: KCF, value: '5', calldata: '0x' }] });
  });

  it('needs preparation and voting periods of 1 to 28 whole days, in seconds', () => {
    expect(refusal({ voting_delay: 0 })).toEqual([DRAFT_MESSAGES.period]);
    expect(refusal({ voting_period: 29 * 86_400 })).toEqual([DRAFT_MESSAGES.period]);
    expect(refusal({ voting_period: 86_401 })).toEqual([DRAFT_MESSAGES.period]);
    expect(refusal({ voting_delay: 28 * 86_400, voting_period: 86_400 })).toEqual([]);
  });

  it('needs a context of at most 20,000 characters', () => {
    expect(refusal({ contents: '' })).toEqual([DRAFT_MESSAGES.contextRequired]);
    expect(refusal({ contents: 'x'.repeat(20_001) })).toEqual([DRAFT_MESSAGES.contextTooLong]);
    expect(refusal({ contents: 'x'.repeat(20_000) })).toEqual([]);
  });

  it('needs a forum link that is an http(s) URL', () => {
    expect(refusal({ forum_link: '' })).toEqual([DRAFT_MESSAGES.checkUrl]);
    expect(refusal({ forum_link: 'govforum.example.org/t/42' })).toEqual([DRAFT_MESSAGES.checkUrl]);
    expect(refusal({ forum_link: 'ftp://example.org/x' })).toEqual([DRAFT_MESSAGES.checkUrl]);
  });

  it('takes up to 3 extra links, each a URL with a title of at most 20 bytes', () => {
    const links = (list: object[]) => ({ extra_link: JSON.stringify(list) });
    expect(refusal(links([{ url: 'not a url', title: 'x' }]))).toEqual([DRAFT_MESSAGES.checkUrl]);
    expect(refusal(links([{ url: 'https://a.example', title: 'a'.repeat(21) }]))).toEqual([DRAFT_MESSAGES.linkTitle]);
    // 7 Hangul syllables are 21 bytes though only 7 characters.
    expect(refusal(links([{ url: 'https://a.example', title: '가나다라마바사' }]))).toEqual([DRAFT_MESSAGES.linkTitle]);
    expect(refusal(links([{ url: 'https://a.example', title: 'a'.repeat(20) }]))).toEqual([]);
    expect(refusal(links(Array.from({ length: 4 }, () => ({ url: 'https://a.example', title: 'x' }))))).toEqual([DRAFT_MESSAGES.tooManyLinks]);
  });

  it('needs 1 to 3 distinct tags', () => {
    expect(refusal({ tags: '[]' })).toEqual([DRAFT_MESSAGES.tags]);
    expect(refusal({ tags: '[1,2,3,4]' })).toEqual([DRAFT_MESSAGES.tags]);
    expect(refusal({ tags: '[1,1]' })).toEqual([DRAFT_MESSAGES.tags]);
    expect(refusal({ tags: '[1,2,3]' })).toEqual([]);
  });

  it('takes a KGP of digits only', () => {
    expect(refusal({ kgp: 'KGP-31' })).toEqual([DRAFT_MESSAGES.checkDigits]);
    expect(refusal({ kgp: '3.1' })).toEqual([DRAFT_MESSAGES.checkDigits]);
    expect(refusal({ kgp: '' })).toEqual([]);
  });

  it('refuses unknown fields', () => {
    expect(ProposalDraftInputSchema.safeParse({ ...valid, approvers: [] }).success).toBe(false);
  });

  it('takes only changed fields on edit, with category and details together', () => {
    expect(ProposalDraftEditSchema.parse({ title: 'New title' })).toEqual({ title: 'New title' });
    expect(ProposalDraftEditSchema.safeParse({}).success).toBe(false);
    expect(ProposalDraftEditSchema.safeParse({ category_id: 1 }).error?.issues[0]?.message).toBe(DRAFT_MESSAGES.detailsMismatch);
    expect(ProposalDraftEditSchema.safeParse({ kgp: 'x' }).error?.issues[0]?.message).toBe(DRAFT_MESSAGES.checkDigits);
  });
});
