import type { CategoryDetails } from '@portal/core/entities/proposal';
import { ContextText } from '../../components/ContextText/ContextText';
import * as styles from './AgendaDrafts.css';
import { periodText, tagText, txTypeText } from './draftText';
import { useMessages } from '../../i18n/messages';
import { draftMessages } from './messages';
import { formatToken } from '../../shared/tokenAmount';

/** What a draft says, as the detail and the preview show it. */
export type DraftContentView = {
  title: string;
  subtitle: string;
  kgp: string;
  councilName: string;
  categoryId: 1 | 3 | 4;
  categoryDetails: CategoryDetails | { txType: 'CUSTOM_TRANSACTION'; transactionCode: string };
  voting_delay: number;
  voting_period: number;
  contextAndProposal: string;
  forumLink: string;
  extraLinks: { url: string; title: string }[];
  tags: number[];
};

function Details({ details }: { details: DraftContentView['categoryDetails'] }) {
  const t = useMessages(draftMessages);
  if (details.txType === 'DISBURSEMENT') {
    return (
      <>
        <dt className={styles.factTerm}>{t('view.amount')}</dt>
        {/* As the public detail will show it: "1,500" and the token. */}
        <dd className={styles.factValue}>{formatToken(details.amount)}</dd>
        <dt className={styles.factTerm}>{t('view.recipient')}</dt>
        <dd className={`${styles.factValue} ${styles.mono}`}>{details.recipientAccount}</dd>
        <dt className={styles.factTerm}>{t('view.withdrawing')}</dt>
        <dd className={`${styles.factValue} ${styles.mono}`}>{details.withdrawingAccount}</dd>
      </>
    );
  }
  if (details.txType === 'CUSTOM_TRANSACTION') {
    return (
      <>
        <dt className={styles.factTerm}>{t('view.transactions')}</dt>
        <dd className={`${styles.factValue} ${styles.mono} ${styles.body}`}>
          {typeof details.transactionCode === 'string' ? details.transactionCode : JSON.stringify(details.transactionCode, null, 2)}
        </dd>
      </>
    );
  }
  return null;
}

export function DraftView({ draft }: { draft: DraftContentView }) {
  const t = useMessages(draftMessages);
  return (
    <article className={styles.stack}>
      <header>
        <h2 className={styles.heading}>{draft.title}</h2>
        {draft.subtitle && <p className={styles.muted}>{draft.subtitle}</p>}
      </header>
      <dl className={styles.facts}>
        {draft.kgp && (
          <>
            <dt className={styles.factTerm}>{t('view.kgp')}</dt>
            <dd className={styles.factValue}>{t('view.kgpNumber', { kgp: draft.kgp })}</dd>
          </>
        )}
        <dt className={styles.factTerm}>{t('view.proposer')}</dt>
        <dd className={styles.factValue}>{draft.councilName}</dd>
        <dt className={styles.factTerm}>{t('view.txType')}</dt>
        <dd className={styles.factValue}>{txTypeText(t, draft.categoryId)}</dd>
        <Details details={draft.categoryDetails} />
        <dt className={styles.factTerm}>{t('view.preparationPeriod')}</dt>
        <dd className={styles.factValue}>{periodText(t, draft.voting_delay)}</dd>
        <dt className={styles.factTerm}>{t('view.votingPeriod')}</dt>
        <dd className={styles.factValue}>{periodText(t, draft.voting_period)}</dd>
        <dt className={styles.factTerm}>{t('view.tags')}</dt>
        <dd className={styles.factValue}>{draft.tags.map((tag) => tagText(t, tag)).join(', ')}</dd>
        <dt className={styles.factTerm}>{t('view.forumLink')}</dt>
        <dd className={styles.factValue}>
          <a href={draft.forumLink} target="_blank" rel="noreferrer">
            {draft.forumLink}
          </a>
        </dd>
        {draft.extraLinks.length > 0 && (
          <>
            <dt className={styles.factTerm}>{t('view.links')}</dt>
            <dd className={styles.factValue}>
              {draft.extraLinks.map((link) => (
                <div key={link.url}>
                  <a href={link.url} target="_blank" rel="noreferrer">
                    {link.title || link.url}
                  </a>
                </div>
              ))}
            </dd>
          </>
        )}
      </dl>
      {/* Approvers read what the public detail will show once it is proposed: the same renderer, the same collapse. */}
      <section aria-labelledby="draft-context-title">
        <h3 id="draft-context-title" className={styles.cardTitle}>
          {t('view.context')}
        </h3>
        <ContextText markdown={draft.contextAndProposal} />
      </section>
    </article>
  );
}
