import { describe, expect, it } from 'vitest';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import en from '../../i18n/messages/en/shell.json';
import { accountEntry } from './accountEntry';

const address = '0x00000000000000000000000000000000000000aa';

describe('the header entry of a signed-in user', () => {
  it('is "Admin" to My Page for site operators, "My Page" to its council for the others, nothing signed out', () => {
    const siteManager = deriveSignedInAccount(address, { stored: { id: 2, address, council_id: 0, level: 1, type: 0 }, secretary: false, voterCouncilId: null });
    const gcAdmin = deriveSignedInAccount(address, { stored: { id: 3, address, council_id: 4, level: 0, type: 1 }, secretary: false, voterCouncilId: null });
    const voter = deriveSignedInAccount(address, { stored: null, secretary: false, voterCouncilId: 7 });
    expect(accountEntry(siteManager)).toEqual({ to: '/MyPage', label: 'account.admin' });
    expect(accountEntry(gcAdmin)).toEqual({ to: '/MyPage/GC?id=4', label: 'account.myPage' });
    expect(accountEntry(voter)).toEqual({ to: '/MyPage/GC?id=7', label: 'account.myPage' });
    expect(accountEntry(null)).toBeNull();
    // The labels are the shell catalogue's keys, in English the spec's words.
    expect([en['account.admin'], en['account.myPage']]).toEqual(['Admin', 'My Page']);
  });

  it('is "My Page" to the Voting List for a secretary’s approver, though the server marks it a site-side account', () => {
    const approver = deriveSignedInAccount(address, { stored: null, secretary: true, voterCouncilId: null });
    expect(approver?.isSiteOperator).toBe(true);
    expect(accountEntry(approver)).toEqual({ to: '/MyPage?tab=VOTING_LIST', label: 'account.myPage' });
    // A site admin who is also an approver keeps the Admin area.
    const adminApprover = deriveSignedInAccount(address, { stored: { id: 1, address, council_id: 0, level: 0, type: 0 }, secretary: true, voterCouncilId: null });
    expect(accountEntry(adminApprover)).toEqual({ to: '/MyPage', label: 'account.admin' });
  });
});
