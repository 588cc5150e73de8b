import { describe, expect, it } from 'vitest';
import { ProposalState as S } from '@portal/core/rules/proposals';
import { compareWithChain, type Difference } from './chainCheck';
import { translator } from '../../../i18n/messages';
import { agendaCheckMessages, lagText } from './checkMessages';
import { chainAnswer, servedAgenda } from '../../../../../test/fixtures/chainCheck';

const inEnglish = ({ label, portal, chain }: Difference) => ({ label, portal, chain });

describe('compareWithChain', () => {
  it('finds nothing when every figure and reading equals the contract’s', () => {
    expect(compareWithChain(servedAgenda(), chainAnswer())).toEqual([]);
    expect(compareWithChain(servedAgenda(), chainAnswer({ receipt: { councilId: 3, hasVoted: false, choice: 0, votes: 0n } }))).toEqual([]);
    expect(compareWithChain(servedAgenda(), chainAnswer({ receipt: null }))).toEqual([]);
  });

  it('lists each figure that differs, and the readings the rules derive from it', () => {
    // One more Yes vote of 2 power on chain: power threshold met, so Failed reads Rejected… and the state differs too.
    const chain = chainAnswer({ state: S.Passed, tally: { yes: 8n, no: 1n, abstain: 0n, quorumCount: 3n, quorumPower: 8n, voters: [1n, 2n, 3n] } });
    expect(compareWithChain(servedAgenda(), chain).map(inEnglish)).toEqual([
      { label: 'State', portal: 'Failed', chain: 'Passed' },
      { label: 'Yes', portal: '6', chain: '8' },
      { label: 'Voted GC', portal: '2', chain: '3' },
      { label: 'Voting power threshold', portal: 'not met', chain: 'met' },
      { label: 'GC participation threshold', portal: 'not met', chain: 'met' },
      { label: 'Result', portal: 'Undecided', chain: 'Passed' },
      { label: 'Result badge', portal: '(none)', chain: 'Ready' },
      { label: 'Closing message', portal: 'The agenda remains undecided.', chain: 'This agenda has been passed. We are preparing to execute the contents.' },
    ]);
  });

  it('compares the eligible count with the tracker’s and the chosen council’s vote with its receipt', () => {
    const differences = compareWithChain(
      servedAgenda(),
      chainAnswer({ tracker: { totalVotes: 22n, numEligible: 8n }, receipt: { councilId: 3, hasVoted: true, choice: 2, votes: 1n } }),
    );
    expect(differences.map(inEnglish)).toEqual([
      { label: 'Eligible GC', portal: '7', chain: '8' },
      { label: 'Vote of Gamma', portal: 'not voted', chain: 'Abstain, 1 votes' },
    ]);
  });
});

describe('lagText', () => {
  const format = (n: number) => n.toLocaleString('en-US');
  const english = translator(agendaCheckMessages.en, 'en');
  it('says how far behind the chain head the figures are', () => {
    expect(lagText(english, 250, 262, format)).toBe('12 blocks behind the chain head (block 262).');
    expect(lagText(english, 250, 251, format)).toBe('1 block behind the chain head (block 251).');
    expect(lagText(english, 1_250, 1_250, format)).toBe('Block 1,250 is the chain head.');
    expect(lagText(english, 1_250, 2_250, format)).toBe('1,000 blocks behind the chain head (block 2,250).');
  });
});
