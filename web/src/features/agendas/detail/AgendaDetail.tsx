import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { dropConfirmedVote, useConfirmedVotes } from '../../../shared/wallet/confirmedVotes';
import { useVoterCouncilId } from '../../../shared/wallet/walletStore';
import { choiceOf, withConfirmedVote } from '../agendaModel';
import { useProposalDetail } from '../useAgendaData';
import { AgendaHeader } from './AgendaHeader';
import { ContextText } from '../../../components/ContextText/ContextText';
import * as styles from './Detail.css';
import { useMessages } from '../../../i18n/messages';
import { agendaMessages } from '../messages';

// Below the votes and for a connected wallet or a click only: out of the page's first load.
const CanIVote = lazy(() => import('./CanIVote').then((m) => ({ default: m.CanIVote })));
const VerifyOnChain = lazy(() => import('./VerifyOnChain').then((m) => ({ default: m.VerifyOnChain })));
const AgendaActions = lazy(() => import('./AgendaActions').then((m) => ({ default: m.AgendaActions })));
// Below the header, the context and the votes (far below on a phone): its table, downloads and
// absence flags load with the agenda's data rather than before the page can paint.
// The votes panel comes with the agenda's data, which is fetched after the page renders anyway: its
// code loads alongside that request instead of in the page's first load.
const VotesPanel = lazy(() => import('./VotesPanel').then((module) => ({ default: module.VotesPanel })));
const CouncilTable = lazy(() => import('./CouncilTable').then((m) => ({ default: m.CouncilTable })));

const code = (chunks: ReactNode[]) => <code className={styles.code}>{chunks}</code>;

/** Controls a route mounts under the header for signed-in roles (the secretary's panel, the site state). */
export type AgendaControlsComponent = ComponentType<{ agenda: ProposalDetailAnswer }>;

/**
 * One agenda: header and Context & Proposal, the votes panel, the council table. A vote this
 * browser cast counts from its confirmed receipt until the API shows it (asked for every 2 s
 * meanwhile), so the page never needs a reload.
 */
export function AgendaDetail({ agendaId, controls: Controls }: { agendaId: number; controls?: AgendaControlsComponent | undefined }) {
  const t = useMessages(agendaMessages);
  const councilId = useVoterCouncilId();
  const confirmed = useConfirmedVotes().get(agendaId) ?? null;
  const { data, error } = useProposalDetail(agendaId, { waitingForIndexer: confirmed !== null });
  const shown = data ? withConfirmedVote(data, confirmed) : null;
  const indexed = shown?.indexed ?? false;
  useEffect(() => {
    if (indexed) dropConfirmedVote(agendaId);
  }, [indexed, agendaId]);

  if (!data && error) return <EmptyState>{t('detail.notFound')}</EmptyState>;
  if (!shown) {
    return (
      <div className={styles.layout} aria-busy="true">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  const agenda = shown.agenda;
  const viewerChoice = choiceOf(agenda.voting, councilId);
  const viewerPower = councilId === null ? null : (agenda.voting.find((entry) => entry.council.id === councilId)?.power ?? null);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <AgendaHeader agenda={agenda} />
        {Controls && data && <Controls agenda={data} />}
        <section className={`${styles.card} ${styles.afterVotes}`} aria-labelledby="context-title">
          <h2 id="context-title" className={styles.sectionTitle}>
            {t('detail.context')}
          </h2>
          <ContextText markdown={agenda.contextAndProposal} />
          {agenda.approvedDraft ? (
            // The indexer joined it only if the on-chain description carries this draft's content hash.
            <p className={`${styles.muted} ${styles.factValue}`} data-testid="approved-draft">
              {t.rich('detail.approvedDraft', { hash: agenda.approvedDraft.content_hash, code })}
            </p>
          ) : null}
        </section>
        {/* The on-chain actions, decoded, with "Simulate" (its chain code loads on the click); out of the first load. */}
        {agenda.actions.length > 0 && (
          <div className={styles.afterVotes}>
            <Suspense fallback={null}>
              <AgendaActions actions={agenda.actions} />
            </Suspense>
          </div>
        )}
        <div className={styles.afterVotes}>
          <Suspense fallback={<div className={styles.skeleton} aria-busy="true" />}>
            <CouncilTable agendaId={agenda.id} state={agenda.state} voting={agenda.voting} totalVotes={agenda.totalVotes} viewerCouncilId={councilId} />
          </Suspense>
        </div>
      </div>
      <aside className={styles.aside} aria-label={t('detail.votes')}>
        <Suspense fallback={<div className={styles.skeleton} aria-busy="true" />}>
          <VotesPanel agenda={agenda} viewerChoice={viewerChoice} viewerPower={viewerPower} />
        </Suspense>
        <Suspense fallback={null}>
          <CanIVote agenda={agenda} />
          {/* The API's answer as served: the check is of the indexed figures, not of a vote still being indexed. */}
          {data && <VerifyOnChain agenda={data} viewerCouncilId={councilId} />}
        </Suspense>
      </aside>
    </div>
  );
}
