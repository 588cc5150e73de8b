import { SITE_NAME } from '../config';
import { PdfViewer } from '../features/legal/PdfViewer';

/** /Privacy: the privacy policy as a multi-page PDF viewer; no header or footer (the shell hides them). */
export default function PrivacyRoute() {
  return (
    <>
      <title>{`Privacy Policy | ${SITE_NAME}`}</title>
      <PdfViewer title="Privacy Policy" url="/legal/privacy.pdf" />
    </>
  );
}
