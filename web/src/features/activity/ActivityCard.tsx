import type { Attachment } from '@portal/core/entities/activity';
import type { CouncilRef } from '@portal/core/entities/proposal';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar/Avatar';
import { Collapsible } from '../../components/Collapsible/Collapsible';
import { Icon } from '../../components/Icon/Icon';
import { MarkdownText } from '../../components/Markdown/Markdown';
import { activityDetailPath, councilDetailPath } from '../../shared/pageUrls';
import * as styles from './Activity.css';
import { attachmentLabel, COLLAPSE_HEIGHT_PX, normalizeZeroWidth } from './activityText';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { activityMessages } from './messages';

/** What a feed item, the detail and the draft preview show of an activity. */
export interface ActivityView {
  id?: number;
  title: string;
  content: string;
  featured_image: string;
  created_at?: string | undefined;
  council: CouncilRef;
  attachments: Attachment[];
}

export function activityPath(activity: { id: number; council: CouncilRef }): string {
  return activityDetailPath(activity.id, activity.council.id);
}

export function Attachments({ attachments }: { attachments: readonly Attachment[] }) {
  const t = useMessages(activityMessages);
  if (attachments.length === 0) return null;
  const label = (attachment: Attachment, index: number) => {
    const named = attachmentLabel(attachment, index);
    return 'title' in named ? named.title : t('attachment.untitled', { kind: named.kind, number: String(named.number) });
  };
  return (
    <ul className={styles.attachments} aria-label={t('attachments')}>
      {attachments.map((attachment, index) => (
        <li key={`${attachment.url}-${index}`}>
          <a className={styles.attachment} href={attachment.url} target="_blank" rel="noopener noreferrer">
            <Icon name={attachment.type === 'pdf' ? 'file' : 'link'} size={16} />
            {label(attachment, index)}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ActivityMeta({ activity }: { activity: ActivityView }) {
  const dates = useDates();
  return (
    <div className={styles.meta}>
      <Link to={councilDetailPath(activity.council.id)} className={styles.councilLink}>
        <Avatar src={activity.council.thumbnail} name={activity.council.name} size={28} />
        {activity.council.name}
      </Link>
      {activity.created_at && (
        <time className={styles.date} dateTime={activity.created_at}>
          {dates.header(activity.created_at)}
        </time>
      )}
    </div>
  );
}

export function FeaturedImage({ src, eager = false }: { src: string; eager?: boolean }) {
  if (!src) return null;
  return <img className={styles.image} src={src} alt="" loading={eager ? 'eager' : 'lazy'} width={816} height={436} />;
}

/** A feed item: council and date, the title (to the detail), the image, the text (collapsed when long), attachments. */
export function ActivityCard({ activity }: { activity: ActivityView & { id: number } }) {
  const titleId = `activity-${activity.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="activity-item">
      <ActivityMeta activity={activity} />
      <h3 id={titleId} className={styles.cardTitle}>
        <Link to={activityPath(activity)} className={styles.titleLink}>
          {activity.title}
        </Link>
      </h3>
      <FeaturedImage src={activity.featured_image} />
      <Collapsible height={COLLAPSE_HEIGHT_PX} density="compact">
        <MarkdownText headingLevel={4}>{normalizeZeroWidth(activity.content)}</MarkdownText>
      </Collapsible>
      <Attachments attachments={activity.attachments} />
    </article>
  );
}
