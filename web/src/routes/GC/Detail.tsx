import { useLocation } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SITE_NAME } from '../../config';
import { CouncilDetail } from '../../features/council/CouncilDetail';
import * as styles from '../../features/council/CouncilDetail.css';
import { detailTarget, useBack } from '../../features/council/detailTarget';
import { useCouncil } from '../../features/council/useCouncilData';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';
import { container } from '../../styles/layout.css';

/** /GC/Detail?id|addr: one council (spec §2 "GC detail"); addr finds it by any of its contracts. */
export default function GcDetailRoute() {
  const location = useLocation();
  const back = useBack('/GC');
  const target = detailTarget(location.search);
  const { council, loading } = useCouncil(target);
  return (
    <div className={`${container} ${styles.page}`}>
      <title>{`${council ? `${council.name} | ` : ''}Governance Council Detail | ${SITE_NAME}`}</title>
      <PageHeader title="GOVERNANCE COUNCIL DETAIL" narrowTitle="GC DETAIL" onBack={back} />
      {council ? (
        // Keyed: another council (or address) starts with its own selection.
        <CouncilDetail key={`${council.id}-${location.search}`} council={council} requestedAddress={target && 'addr' in target ? target.addr : null} />
      ) : (
        !loading && (
          <div className={styles.body}>
            <EmptyState>{EMPTY_TEXTS.contents}</EmptyState>
          </div>
        )
      )}
    </div>
  );
}
