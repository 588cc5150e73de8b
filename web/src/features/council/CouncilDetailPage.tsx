import { Link, useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/Button/ButtonLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SITE_NAME } from '../../config';
import { CouncilDetail } from './CouncilDetail';
import * as styles from './CouncilDetail.css';
import { detailTarget, useBack } from './detailTarget';
import { useCouncil } from './useCouncilData';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';
import { DetailFrame } from './DetailFrame';

/** An id or address that names no council: said plainly, with the way back to the list (issue 18). */
export const COUNCIL_NOT_FOUND = 'This Governance Council was not found.';

/** /GC/Detail?id|addr: one council (spec §2 "GC detail"); addr finds it by any of its contracts. */
export function CouncilDetailPage() {
  const location = useLocation();
  const back = useBack('/GC');
  const target = detailTarget(location.search);
  const { council, notFound, loading } = useCouncil(target);
  return (
    <DetailFrame>
      <title>{`${council ? `${council.name} | ` : ''}Governance Council Detail | ${SITE_NAME}`}</title>
      <PageHeader title="GOVERNANCE COUNCIL DETAIL" narrowTitle="GC DETAIL" onBack={back} />
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
                    Go to the GC list
                  </ButtonLink>
                }
              >
                {COUNCIL_NOT_FOUND}
              </EmptyState>
            ) : (
              <EmptyState>{EMPTY_TEXTS.contents}</EmptyState>
            )}
          </div>
        )
      )}
    </DetailFrame>
  );
}
