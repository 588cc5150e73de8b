import { defineMessages } from '../../i18n/messages';
import en from '../../i18n/messages/en/treasury.json';

/**
 * The editor shares the treasury area's catalogue (its columns, CSV and KGP words are the public
 * page's); a feature does not import another's files, so it declares the area itself.
 */
export const treasuryMessages = defineMessages(en, () => import('../../i18n/messages/ko/treasury.json'));
