import { Link, useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/Button/ButtonLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SITE_NAME } from '../../config';
import { CouncilDetail } from './CouncilDetail';
import * as styles from './CouncilDetail.css';
import { detailTarget, useBack } from './detailTarget';
import { useCouncil } from './useCouncilData';
import { DetailFrame } from './DetailFrame';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { councilMessages } from './messages';

/** /GC/Detail?id|addr: one council (spec §2 "GC detail"); addr finds it by any of its contracts. */
export function CouncilDetailPage() {
  const t = useMessages(councilMessages);
  const common = useMessages(commonMessages);
  const location = useLocation();
  const back = useBack('/GC');
  const target = detailTarget(location.search);
  const { council, notFound, loading } = useCouncil(target);
  return (
    <DetailFrame>
      <title>{council ? t('detail.documentTitleNamed', { council: council.name, site: SITE_NAME }) : t('detail.documentTitle', { site: SITE_NAME })}</title>
      <PageHeader title={t('detail.title')} narrowTitle={t('detail.narrowTitle')} onBack={back} />
      {council ? (
        // Keyed: another council (or address) starts with its own selection.
        <CouncilDetail key={`${council.id}-${location.search}`} council={council} requestedAddress={target && 'addr' in target ? target.addr : null} />
      ) : (
        !loading && (
          <div className={styles.body}>
            {notFound ? (
              <EmptyState
                action={
                  <ButtonLink as={Link} to="/GC" variant="primary">
                    {t('detail.toList')}
                  </ButtonLink>
                }
              >
                {/* An id or address that names no council: said plainly, with the way back to the list (issue 18). */}
                {t('detail.notFound')}
              </EmptyState>
            ) : (
              <EmptyState>{common('empty.contents')}</EmptyState>
            )}
          </div>
        )
      )}
    </DetailFrame>
  );
}
