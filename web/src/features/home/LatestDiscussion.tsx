import { HOME_TOPIC_COUNT } from '@portal/core/constants';
import type { ForumTopic } from '@portal/core/entities/forumTopic';
import { Badge } from '../../components/Badge/Badge';
import { Carousel } from '../../components/Carousel/Carousel';
import { Icon } from '../../components/Icon/Icon';
import { container } from '../../styles/layout.css';
import * as styles from './LatestDiscussion.css';
import { markdownExcerpt, topicBadge } from '../../shared/topicExcerpt';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { homeMessages } from './messages';

function TopicCard({ topic }: { topic: ForumTopic }) {
  const t = useMessages(homeMessages);
  const dates = useDates();
  const badge = topicBadge(topic.category);
  const titleId = `topic-${topic.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.meta}>
        <Badge tone={badge.tone}>{t('discussion.badge', { kind: badge.kind, name: badge.name })}</Badge>
        <time className={styles.date} dateTime={topic.created_at}>
          {dates.proposal(topic.created_at)}
        </time>
      </div>
      <h3 id={titleId} className={styles.cardTitle}>
        {topic.topic_title}
      </h3>
      <p className={styles.excerpt}>{markdownExcerpt(topic.raw)}</p>
      <a href={topic.url} target="_blank" rel="noopener noreferrer" className={styles.more} aria-describedby={titleId}>
        {t('discussion.seeMore')}
        <Icon name="external" size={14} />
      </a>
    </article>
  );
}

/** Forum topics: category badge, title, excerpt (images removed) and See More to the forum in a new tab. */
export function LatestDiscussion({ topics }: { topics: readonly ForumTopic[] }) {
  const t = useMessages(homeMessages);
  const common = useMessages(commonMessages);
  return (
    <div className={`${container} ${styles.section}`}>
      <Carousel
        title={<span className={styles.title}>{t('discussion.title')}</span>}
        items={topics.slice(0, HOME_TOPIC_COUNT)}
        getKey={(topic) => topic.id}
        renderItem={(topic) => <TopicCard topic={topic} />}
        empty={<p className={styles.empty}>{common('empty.contents')}</p>}
      />
    </div>
  );
}
