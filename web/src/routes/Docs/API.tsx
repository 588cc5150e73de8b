import { useMessages } from '../../i18n/messages';
import { pageMessages } from '../messages';
import { SITE_NAME } from '../../config';
import ApiReference from '../../features/apiReference/ApiReference';
import { StatsPageFrame } from '../../components/StatsPage/StatsPageFrame';

/** /Docs/API: the public API's reference, read from GET /v1/openapi.json (linked from the footer). */
export default function ApiReferenceRoute() {
  const t = useMessages(pageMessages);
  return (
    <StatsPageFrame documentTitle={t('documentTitle', { page: t('apiReference.title'), site: SITE_NAME })} title={t('apiReference.title')} lead={t('apiReference.lead')}>
      <ApiReference />
    </StatsPageFrame>
  );
}
