import { describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES } from '@portal/core/entities/proposalDraft';
import { changedFields, EMPTY_FORM, toPayload, validateDraft, type DraftFormValues } from './DraftForm';

const valid: DraftFormValues = {
  ...EMPTY_FORM,
  title: 'Grant for the node operators',
  councilId: '0',
  categoryId: '3',
  amount: '1500',
  recipientAccount: '0x00000000000000000000000000000000000000aa',
  withdrawingAccount: '0x00000000000000000000000000000000000000bb',
  votingDelayDays: '1',
  votingPeriodDays: '7',
  contents: 'Why and how.',
  forumLink: 'https://govforum.example.org/t/42',
  extraLinks: [
    { url: 'https://example.org/plan', title: 'Plan' },
    { url: '', title: '' },
    { url: '', title: '' },
  ],
  tags: [2],
};

describe('the draft form (admin §5 "Proposal draft form")', () => {
  it('is valid when every rule holds, and sends only the extra links with a url, periods in seconds', () => {
    expect(validateDraft(valid)).toEqual({});
    const payload = toPayload(valid);
    expect(payload.voting_delay).toBe(86_400);
    expect(payload.voting_period).toBe(7 * 86_400);
    expect(JSON.parse(payload.extra_link)).toEqual([{ url: 'https://example.org/plan', title: 'Plan' }]);
  });

  it.each<[string, Partial<DraftFormValues>, keyof DraftFormValues, string]>([
    ['no title', { title: '  ' }, 'title', DRAFT_MESSAGES.titleRequired],
    ['no proposer', { councilId: '' }, 'councilId', DRAFT_MESSAGES.councilRequired],
    ['no category', { categoryId: '' }, 'categoryId', DRAFT_MESSAGES.categoryRequired],
    ['a zero amount', { amount: '0' }, 'amount', DRAFT_MESSAGES.amount],
    ['no preparation period', { votingDelayDays: '' }, 'votingDelayDays', DRAFT_MESSAGES.period],
    ['no voting period', { votingPeriodDays: '' }, 'votingPeriodDays', DRAFT_MESSAGES.period],
    ['no context', { contents: '' }, 'contents', DRAFT_MESSAGES.contextRequired],
    ['a context over 20,000 characters', { contents: 'x'.repeat(20_001) }, 'contents', DRAFT_MESSAGES.contextTooLong],
    ['a forum link that is no URL', { forumLink: 'govforum.example.org' }, 'forumLink', DRAFT_MESSAGES.checkUrl],
    ['an extra link that is no URL', { extraLinks: [{ url: 'ftp://x.org', title: '' }, { url: '', title: '' }, { url: '', title: '' }] }, 'extraLinks', DRAFT_MESSAGES.checkUrl],
    ['a link title over 20 bytes', { extraLinks: [{ url: 'https://x.org', title: 'ééééééééééé' }, { url: '', title: '' }, { url: '', title: '' }] }, 'extraLinks', DRAFT_MESSAGES.linkTitle],
    ['no tag', { tags: [] }, 'tags', DRAFT_MESSAGES.tags],
    ['four tags', { tags: [1, 2, 3, 4] }, 'tags', DRAFT_MESSAGES.tags],
    ['a KGP with letters', { kgp: 'KGP-1' }, 'kgp', DRAFT_MESSAGES.checkDigits],
    ['custom transaction rows that are not JSON', { categoryId: '4', transactionCode: '[{target:' }, 'transactionCode', DRAFT_MESSAGES.checkJson],
  ])('refuses %s with its message', (_name, change, field, message) => {
    expect(validateDraft({ ...valid, ...change })[field]).toBe(message);
  });

  it('accepts custom transaction rows as JSON, and a text-only agenda without details', () => {
    const rows = JSON.stringify([{ target: '0x00000000000000000000000000000000000000cc', value: '0', calldata: '0x' }]);
    expect(validateDraft({ ...valid, categoryId: '4', transactionCode: rows })).toEqual({});
    expect(validateDraft({ ...valid, categoryId: '1' })).toEqual({});
  });

  it('sends only the changed fields on an edit, the category with its details', () => {
    expect(changedFields(valid, { ...valid, title: 'New title' })).toEqual({ title: 'New title' });
    const changed = changedFields(valid, { ...valid, amount: '2000' });
    expect(Object.keys(changed).sort()).toEqual(['category_details', 'category_id']);
  });
});
