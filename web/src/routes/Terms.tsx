import { SITE_NAME } from '../config';
import { PdfViewer } from '../features/legal/PdfViewer';

/** /Terms: the terms of service as a multi-page PDF viewer; no header or footer (the shell hides them). */
export default function TermsRoute() {
  return (
    <>
      <title>{`Terms of Service | ${SITE_NAME}`}</title>
      <PdfViewer title="Terms of Service" url="/legal/terms.pdf" />
    </>
  );
}
