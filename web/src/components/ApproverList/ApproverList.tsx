import { useId } from 'react';
import { useMessages } from '../../i18n/messages';
import { approvalMessages } from '../ApprovalDialogs/approvalMessages';
import { Badge } from '../Badge/Badge';
import * as styles from './ApproverList.css';

export type ApproverRow = { address: string; signed: boolean; weight: number };

/**
 * The secretary's approvers with their signed state and weight, and the signed weight against the
 * threshold (admin §2.8). The signed-in operator's own row (`you`) is marked: an approver looks for
 * whether it still has to sign.
 */
export function ApproverList({ approvers, signedWeight, threshold, you }: { approvers: readonly ApproverRow[]; signedWeight: number; threshold: number; you?: string | null }) {
  const id = useId();
  const t = useMessages(approvalMessages);
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.head}>
        <h2 id={id} className={styles.heading}>
          {t('approvers')}
        </h2>
        <span className={styles.muted}>
          {t('approvers.threshold', { signed: signedWeight, threshold })}
        </span>
      </div>
      <ul className={styles.list} aria-labelledby={id}>
        {approvers.map((a) => {
          const isYou = !!you && you.toLowerCase() === a.address.toLowerCase();
          return (
            <li key={a.address} className={styles.approver} data-approver={a.address.toLowerCase()} aria-current={isYou ? 'true' : undefined}>
              <span className={styles.mono}>
                {a.address}
                {isYou && (
                  <>
                    {' '}
                    <Badge tone="outline">{t('approvers.you')}</Badge>
                  </>
                )}
              </span>
              <span>
                <Badge tone={a.signed ? 'success' : 'outline'}>{a.signed ? t('approvers.signed') : t('approvers.notSigned')}</Badge> {t('approvers.weight', { weight: a.weight })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
