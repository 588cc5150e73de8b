import { useApi } from '../../../api/useApi';
import { apiKeys } from '../../../api/keys';
import { AddressChip } from '../../../components/AddressChip/AddressChip';
import { useMessages } from '../../../i18n/messages';
import { useWallet } from '../../../shared/wallet/walletStore';
import { voteEligibility, type EligibilityInput } from '../voteEligibility';
import { agendaCheckMessages } from './checkMessages';
import { eligibilityText } from './eligibilityText';
import * as styles from './Verify.css';

type Agenda = Parameters<typeof voteEligibility>[0]['agenda'];

/**
 * "Can I vote?" for a connected wallet: why it can or cannot vote on this agenda, in the voting
 * contract's own words where it has them. Nothing for visitors.
 */
export function CanIVote({ agenda }: { agenda: Agenda }) {
  const t = useMessages(agendaCheckMessages);
  const wallet = useWallet();
  const { data: network } = useApi(wallet.status === 'connected' ? apiKeys.networkConfig() : null);
  if (wallet.status !== 'connected') return null;
  const input: EligibilityInput = {
    agenda,
    walletChainId: wallet.chainId,
    network: network ? { chainId: network.chain_id, name: network.chain_name } : null,
    councilId: wallet.councilId,
  };
  const answer = voteEligibility(input);
  return (
    <p className={`${styles.section} ${answer.can ? styles.matches : styles.note}`} data-testid="can-i-vote" data-reason={answer.reason}>
      {eligibilityText(t, answer, input)}
      {answer.can === false && answer.txHash && (
        <>
          {' '}
          <AddressChip address={answer.txHash} target="tx" />
        </>
      )}
    </p>
  );
}
