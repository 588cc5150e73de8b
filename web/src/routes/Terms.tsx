import { useMessages } from '../i18n/messages';
import { pageMessages } from './messages';
import { SITE_NAME } from '../config';
import { PdfViewer } from '../features/legal/PdfViewer';

/** /Terms: the terms of service as a multi-page PDF viewer; no header or footer (the shell hides them). */
export default function TermsRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <title>{t('documentTitle', { page: t('terms.title'), site: SITE_NAME })}</title>
      <PdfViewer title={t('terms.title')} url="/legal/terms.pdf" />
    </>
  );
}
