import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage';

/** /Privacy: the privacy policy as a multi-page PDF viewer; no header or footer. */
export default function PrivacyRoute() {
  return (
    <PlaceholderPage title="Privacy Policy">
      <p>
        The privacy policy viewer is being prepared. <Link to="/Home">Back to Home</Link>
      </p>
    </PlaceholderPage>
  );
}
