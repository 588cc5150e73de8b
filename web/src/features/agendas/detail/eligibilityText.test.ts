import { describe, expect, it } from 'vitest';
import type { VotingEntry } from '@portal/core/entities/proposal';
import { ProposalState as S } from '@portal/core/rules/proposals';
import { translator } from '../../../i18n/messages';
import ko from '../../../i18n/messages/ko/agendaChecks.json';
import { type EligibilityInput, voteEligibility } from '../voteEligibility';
import { eligibilityText } from './eligibilityText';
import { agendaCheckMessages } from './checkMessages';

const entry = (id: number, choice: number, power: number): VotingEntry => ({ council: { id, name: `GC ${id}`, thumbnail: '' }, choice, power, tx_hash: null });

const input = (over: Partial<EligibilityInput> & { state?: number; id?: number } = {}): EligibilityInput => ({
  agenda: { id: over.id ?? 50, state: over.state ?? S.Active, startBlock: 1_000, endBlock: 2_000, voting: [entry(2, -1, 6), entry(3, 1, 4), entry(4, 0, 1)] },
  walletChainId: 31337,
  network: { chainId: 31337, name: 'Devnet 31337' },
  councilId: 2,
  ...over,
});

// Every reason voteEligibility gives: the wrong network, agenda 33, not started, ended, checking, no voter, no power, voted (plural and one), can vote.
const CASES = [{ walletChainId: 1001 }, { id: 33 }, { state: S.Pending }, { state: S.Failed }, { councilId: null }, { councilId: 0 }, { councilId: 9 }, { councilId: 3 }, { councilId: 4 }, {}];

describe("Can I vote?'s words by language", () => {
  it('says in English exactly what voteEligibility says (the contract’s reasons first), for every reason', () => {
    const english = translator(agendaCheckMessages.en, 'en');
    const reasons = CASES.map((over) => {
      const answer = voteEligibility(input(over));
      expect(eligibilityText(english, answer, input(over))).toBe(answer.text);
      return answer.reason;
    });
    expect(new Set(reasons)).toEqual(new Set(['wrongNetwork', 'resumed', 'notStarted', 'ended', 'checking', 'notVoter', 'notEligible', 'voted', 'canVote']));
  });

  it('says it in Korean, keeping the names and figures', () => {
    const korean = translator(ko as unknown as typeof agendaCheckMessages.en, 'ko');
    const say = (over: Parameters<typeof input>[0]) => eligibilityText(korean, voteEligibility(input(over)), input(over));
    expect(say({ councilId: 3 })).toBe('이미 투표했습니다: GC 3이(가) 4표로 찬성에 투표했습니다.');
    expect(say({})).toBe('GC 2을(를) 대표해 6표로 투표할 수 있습니다.');
    expect(say({ state: S.Failed })).toBe('현재 상태에서는 투표할 수 없습니다: 투표는 블록 2,000에서 종료되었습니다.');
    expect(say({ walletChainId: 1001 })).toContain('Devnet 31337');
  });
});
