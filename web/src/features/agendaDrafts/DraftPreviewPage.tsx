import { useNavigate } from 'react-router-dom';
import { Badge } from '../../components/Badge/Badge';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { readPreview } from './DraftForm';
import { DraftView } from './DraftView';
import { useMessages } from '../../i18n/messages';
import { draftMessages } from './messages';

/** The draft preview (badge Preview): what NEW VOTING AGENDA put in session storage (admin §2.8). */
export function DraftPreviewPage() {
  const navigate = useNavigate();
  const t = useMessages(draftMessages);
  const preview = readPreview();
  const v = preview?.values;
  return (
    <PageLayout title={t('title.detail')} narrowTitle={t('title.detailNarrow')} onBack={() => navigate('/MyPage/NewVoting')} aside={<Badge tone="accent">{t('preview')}</Badge>}>
      {!v || v.categoryId === '' ? (
        <EmptyState>{t('nothingToPreview')}</EmptyState>
      ) : (
        <DraftView
          draft={{
            title: v.title,
            subtitle: v.subtitle,
            kgp: v.kgp,
            councilName: preview.councilName,
            categoryId: Number(v.categoryId) as 1 | 3 | 4,
            categoryDetails:
              v.categoryId === '3'
                ? { txType: 'DISBURSEMENT', amount: v.amount, recipientAccount: v.recipientAccount, withdrawingAccount: v.withdrawingAccount }
                : v.categoryId === '4'
                  ? { txType: 'CUSTOM_TRANSACTION', transactionCode: v.transactionCode }
                  : { txType: 'TEXT_ONLY' },
            voting_delay: Number(v.votingDelayDays) * 86_400,
            voting_period: Number(v.votingPeriodDays) * 86_400,
            contextAndProposal: v.contents,
            forumLink: v.forumLink,
            extraLinks: v.extraLinks.filter((l) => l.url.trim() !== ''),
            tags: v.tags,
          }}
        />
      )}
    </PageLayout>
  );
}
