import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/**
 * Any path the route table does not know (neither spec names such a page, so the words are plain).
 * The local origin answers the app's shell with 200 for every path; the page itself says not found.
 */
export default function NotFoundRoute() {
  return (
    <PlaceholderPage title="Page not found">
      <meta name="robots" content="noindex" />
      <p>There is no page at this address.</p>
      <p>
        <Link to="/Home">Go to Home</Link>
      </p>
    </PlaceholderPage>
  );
}
