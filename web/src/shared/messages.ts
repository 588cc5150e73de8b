import { defineMessages, translator } from '../i18n/messages';
import en from '../i18n/messages/en/common.json';

/**
 * The words every screen shares (close, loading, the spec's error and empty sentences, the offline
 * and maintenance notices, a few shared components' own texts): the `common` area. The app's entry
 * imports it (Modal, the maintenance page), so it stays small; the other shared components' texts
 * are the `components` area, in their own chunks.
 */
export const commonMessages = defineMessages(en, () => import('../i18n/messages/ko/common.json'));

// English constants for the screens that have not taken commonMessages yet (they show English in
// both languages until they do); the catalogue is their one source.
const english = translator(commonMessages.en, 'en');
/** The spec's messages that several screens share (admin §5, public §4). */
export const SOMETHING_WRONG = english('error.somethingWrong');
/** The contract edit's failure toast, as the spec writes it (no full stop). */
export const SOMETHING_WRONG_BARE = english('error.somethingWrongBare');
export const TRY_AGAIN = english('error.tryAgain');
