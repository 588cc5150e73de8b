import { useMessages } from '../i18n/messages';
import { pageMessages } from './messages';
import { SITE_NAME } from '../config';
import { StatsPageFrame } from '../components/StatsPage/StatsPageFrame';
import { DelegatorsPage } from '../features/delegators/DelegatorsPage';

/** /Delegators: which councils an address's stake backs through public delegation, and how they voted. */
export default function DelegatorsRoute() {
  const t = useMessages(pageMessages);
  return (
    <StatsPageFrame
      documentTitle={t('documentTitle', { page: t('delegators.title'), site: SITE_NAME })}
      title={t('delegators.title')}
      lead={t('delegators.lead')}
    >
      <DelegatorsPage />
    </StatsPageFrame>
  );
}
