import { PROPOSAL_TAGS } from '@portal/core/constants';
import type { CategoryDetails } from '@portal/core/entities/proposal';
import { ContextText } from '../../components/ContextText/ContextText';
import * as styles from './AgendaDrafts.css';
import { periodLabel, TX_TYPE_LABELS } from './draftText';
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
  if (details.txType === 'DISBURSEMENT') {
    return (
      <>
        <dt className={styles.factTerm}>Amount</dt>
        {/* As the public detail will show it: "1,500" and the token. */}
        <dd className={styles.factValue}>{formatToken(details.amount)}</dd>
        <dt className={styles.factTerm}>Recipient account</dt>
        <dd className={`${styles.factValue} ${styles.mono}`}>{details.recipientAccount}</dd>
        <dt className={styles.factTerm}>Withdrawing account</dt>
        <dd className={`${styles.factValue} ${styles.mono}`}>{details.withdrawingAccount}</dd>
      </>
    );
  }
  if (details.txType === 'CUSTOM_TRANSACTION') {
    return (
      <>
        <dt className={styles.factTerm}>Transactions</dt>
        <dd className={`${styles.factValue} ${styles.mono} ${styles.body}`}>
          {typeof details.transactionCode === 'string' ? details.transactionCode : JSON.stringify(details.transactionCode, null, 2)}
        </dd>
      </>
    );
  }
  return null;
}

export function DraftView({ draft }: { draft: DraftContentView }) {
  return (
    <article className={styles.stack}>
      <header>
        <h2 className={styles.heading}>{draft.title}</h2>
        {draft.subtitle && <p className={styles.muted}>{draft.subtitle}</p>}
      </header>
      <dl className={styles.facts}>
        {draft.kgp && (
          <>
            <dt className={styles.factTerm}>KGP</dt>
            <dd className={styles.factValue}>KGP-{draft.kgp}</dd>
          </>
        )}
        <dt className={styles.factTerm}>Proposer</dt>
        <dd className={styles.factValue}>{draft.councilName}</dd>
        <dt className={styles.factTerm}>Transaction type</dt>
        <dd className={styles.factValue}>{TX_TYPE_LABELS[draft.categoryId]}</dd>
        <Details details={draft.categoryDetails} />
        <dt className={styles.factTerm}>Preparation period</dt>
        <dd className={styles.factValue}>{periodLabel(draft.voting_delay)}</dd>
        <dt className={styles.factTerm}>Voting period</dt>
        <dd className={styles.factValue}>{periodLabel(draft.voting_period)}</dd>
        <dt className={styles.factTerm}>Tags</dt>
        <dd className={styles.factValue}>{draft.tags.map((t) => PROPOSAL_TAGS[t as keyof typeof PROPOSAL_TAGS] ?? t).join(', ')}</dd>
        <dt className={styles.factTerm}>Forum link</dt>
        <dd className={styles.factValue}>
          <a href={draft.forumLink} target="_blank" rel="noreferrer">
            {draft.forumLink}
          </a>
        </dd>
        {draft.extraLinks.length > 0 && (
          <>
            <dt className={styles.factTerm}>Links</dt>
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
          Context &amp; Proposal
        </h3>
        <ContextText markdown={draft.contextAndProposal} />
      </section>
    </article>
  );
}
