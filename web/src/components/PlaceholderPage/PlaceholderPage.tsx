import type { ReactNode } from 'react';
import { SITE_NAME } from '../../config';
import { container } from '../../styles/layout.css';
import { sprinkles } from '../../styles/sprinkles.css';
import * as styles from './PlaceholderPage.css';
import { useMessages } from '../../i18n/messages';
import { componentMessages } from '../componentMessages';

export interface PlaceholderPageProps {
  title: string;
  /** The document title, when it differs from the visible one. */
  documentTitle?: string;
  children?: ReactNode;
}

/** A route whose screen a later issue builds: its spec title and a short note, inside the shell. */
export function PlaceholderPage({ title, documentTitle, children }: PlaceholderPageProps) {
  const t = useMessages(componentMessages);
  return (
    <div className={`${container} ${sprinkles({ paddingTop: { desktop: 80, mobile: 32 }, paddingBottom: { desktop: 80, mobile: 48 } })}`}>
      <title>{t('placeholder.documentTitle', { page: documentTitle ?? title, site: SITE_NAME })}</title>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.card}>{children ?? <p>{t('placeholder.text')}</p>}</div>
    </div>
  );
}
