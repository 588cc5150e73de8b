import { truncateAddress } from '@portal/core/format';
import { explorerLabel, explorerUrl, type ExplorerTarget } from '../../shared/explorer/explorerUrl';
import { useServiceNetwork } from '../../shared/explorer/serviceNetwork';
import { usePreferences } from '../../shared/preferences/preferencesContext';
import { Icon } from '../Icon/Icon';
import * as styles from './AddressChip.css';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';

export interface AddressChipProps {
  address: string;
  target?: ExplorerTarget;
  /** One type step smaller up to tablet width (wide tables). */
  dense?: boolean;
}

/**
 * An address (or tx hash) that opens the preferred block explorer in a new tab, on the service
 * network's explorer. Always cut 10+10 (spec §9); the header's narrower cuts are not for tables.
 */
export function AddressChip({ address, target = 'account', dense = false }: AddressChipProps) {
  const t = useMessages(commonMessages);
  const { explorer } = usePreferences();
  const network = useServiceNetwork();
  return (
    <a
      className={dense ? `${styles.chip} ${styles.dense}` : styles.chip}
      href={explorerUrl(explorer, network, target, address)}
      target="_blank"
      rel="noopener noreferrer"
      title={address}
      aria-label={t('addressChip.label', { address, explorer: explorerLabel(explorer) })}
    >
      {truncateAddress(address)}
      <Icon name="external" size={14} />
    </a>
  );
}
