import { useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Pagination } from '../../components/Pagination/Pagination';
import { markdownExcerpt } from '../../shared/topicExcerpt';
import * as styles from './Agendas.css';
import { PAGE_SIZES } from './agendaQuery';
import { useProposalTopics } from './useAgendaData';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { agendaBoardMessages } from './boardMessages';

/** The DISCUSSION tab: the forum's proposal topics, 10 a page; a card opens its topic on the forum. */
export function DiscussionTab() {
  const t = useMessages(agendaBoardMessages);
  const dates = useDates();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error } = useProposalTopics(page);
  const goTo = (next: number) => {
    navigate(`/Proposal?tab=discussion${next > 1 ? `&page=${next}` : ''}`, { replace: true });
    window.scrollTo({ top: 0 });
  };
  if (!data && !error) return <div className={styles.fallback} aria-busy="true" />;
  if (!data || data.items.length === 0) return <EmptyState>{t('empty.contents')}</EmptyState>;
  return (
    <section className={styles.section} aria-labelledby="discussion-title">
      <div className={styles.sectionHead}>
        <h2 id="discussion-title" className={styles.sectionTitle}>
          {t('discussion.title')}
          <span className={styles.count}>{data.total}</span>
        </h2>
      </div>
      <ul className={styles.topics} aria-label={t('discussion.topics')}>
        {data.items.map((topic) => (
          <li key={topic.id}>
            <article className={styles.topic} aria-labelledby={`topic-${topic.id}`}>
              <time className={styles.topicDate} dateTime={topic.created_at}>
                {dates.proposal(topic.created_at)}
              </time>
              <h3 id={`topic-${topic.id}`} className={styles.topicTitle}>
                <a href={topic.url} target="_blank" rel="noopener noreferrer" className={styles.cardLink}>
                  {topic.topic_title}
                  <Icon name="external" size={14} className={styles.inlineIcon} />
                </a>
              </h3>
              <p className={styles.topicExcerpt}>{markdownExcerpt(topic.raw)}</p>
            </article>
          </li>
        ))}
      </ul>
      {data.total > PAGE_SIZES.topics && (
        <div className={styles.pagination}>
          <Pagination page={page} totalPages={Math.ceil(data.total / PAGE_SIZES.topics)} onPageChange={goTo} label={t('discussion.pages')} />
        </div>
      )}
    </section>
  );
}
