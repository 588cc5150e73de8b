import { HOME_TOPIC_COUNT } from '@portal/core/constants';
import type { ForumTopic } from '@portal/core/entities/forumTopic';
import { formatProposalDate } from '@portal/core/format';
import { Badge } from '../../components/Badge/Badge';
import { Carousel } from '../../components/Carousel/Carousel';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';
import { Icon } from '../../components/Icon/Icon';
import { container } from '../../styles/layout.css';
import * as styles from './LatestDiscussion.css';
import { markdownExcerpt, topicBadge } from '../../shared/topicExcerpt';

export const NO_CONTENTS = EMPTY_TEXTS.contents;

function TopicCard({ topic }: { topic: ForumTopic }) {
  const badge = topicBadge(topic.category);
  const titleId = `topic-${topic.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.meta}>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <time className={styles.date} dateTime={topic.created_at}>
          {formatProposalDate(topic.created_at)}
        </time>
      </div>
      <h3 id={titleId} className={styles.cardTitle}>
        {topic.topic_title}
      </h3>
      <p className={styles.excerpt}>{markdownExcerpt(topic.raw)}</p>
      <a href={topic.url} target="_blank" rel="noopener noreferrer" className={styles.more} aria-describedby={titleId}>
        See More
        <Icon name="external" size={14} />
      </a>
    </article>
  );
}

/** Forum topics: category badge, title, excerpt (images removed) and See More to the forum in a new tab. */
export function LatestDiscussion({ topics }: { topics: readonly ForumTopic[] }) {
  return (
    <div className={`${container} ${styles.section}`}>
      <Carousel
        title={<span className={styles.title}>Latest Discussion</span>}
        items={topics.slice(0, HOME_TOPIC_COUNT)}
        getKey={(topic) => topic.id}
        renderItem={(topic) => <TopicCard topic={topic} />}
        empty={<p className={styles.empty}>{NO_CONTENTS}</p>}
      />
    </div>
  );
}
