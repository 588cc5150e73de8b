import { useMessages } from '../i18n/messages';
import { pageMessages } from './messages';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/**
 * Any path the route table does not know (neither spec names such a page, so the words are plain).
 * The local origin answers the app's shell with 200 for every path; the page itself says not found.
 */
export default function NotFoundRoute() {
  const t = useMessages(pageMessages);
  return (
    <PlaceholderPage title={t('notFound.title')}>
      <meta name="robots" content="noindex" />
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/Home">{t('notFound.home')}</Link>
      </p>
    </PlaceholderPage>
  );
}
