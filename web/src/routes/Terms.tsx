import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/** /Terms: the terms of service as a multi-page PDF viewer; no header or footer. */
export default function TermsRoute() {
  return (
    <PlaceholderPage title="Terms of Service">
      <p>
        The terms of service viewer is being prepared. <Link to="/Home">Back to Home</Link>
      </p>
    </PlaceholderPage>
  );
}
