import { formatNumber } from '@portal/core/format';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { MarkdownText } from '../../components/Markdown/Markdown';
import * as styles from './Activity.css';
import { type ActivityView, ActivityMeta, Attachments, FeaturedImage } from './ActivityCard';
import { normalizeZeroWidth } from './activityText';
import { useMessages } from '../../i18n/messages';
import { activityMessages } from './messages';

/** One activity in full (detail page and draft preview): nothing collapsed, its contracts and monthly figures. */
export function ActivityArticle({
  activity,
  contracts,
  figures,
}: {
  activity: ActivityView;
  contracts: readonly string[];
  figures?: { monthly_tx_count: number; eoa: number } | undefined;
}) {
  const t = useMessages(activityMessages);
  return (
    <article className={styles.article} aria-labelledby="activity-title">
      <ActivityMeta activity={activity} />
      <h2 id="activity-title" className={styles.articleTitle}>
        {activity.title}
      </h2>
      <FeaturedImage src={activity.featured_image} eager />
      <MarkdownText>{normalizeZeroWidth(activity.content)}</MarkdownText>
      <Attachments attachments={activity.attachments} />
      {figures && contracts.length > 0 && (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('article.monthlyTx')}</dt>
            <dd>{formatNumber(figures.monthly_tx_count)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('article.monthlyActive')}</dt>
            <dd>{formatNumber(figures.eoa)}</dd>
          </div>
        </dl>
      )}
      {contracts.length > 0 && (
        <div className={styles.contracts}>
          <h3 className={styles.subTitle}>{t('article.contracts')}</h3>
          <ul className={styles.contractList}>
            {contracts.map((address) => (
              <li key={address}>
                <AddressChip address={address} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
