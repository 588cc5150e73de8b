import { useMessages } from '../i18n/messages';
import { pageMessages } from './messages';
import { SITE_NAME } from '../config';
import { PdfViewer } from '../features/legal/PdfViewer';

/** /Privacy: the privacy policy as a multi-page PDF viewer; no header or footer (the shell hides them). */
export default function PrivacyRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <title>{t('documentTitle', { page: t('privacy.title'), site: SITE_NAME })}</title>
      <PdfViewer title={t('privacy.title')} url="/legal/privacy.pdf" />
    </>
  );
}
