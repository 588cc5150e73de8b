import { translator } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';

const english = translator(commonMessages.en, 'en');

/**
 * The spec's empty texts shared by several screens (public §8), in English: for the screens that have
 * not taken commonMessages' `empty.*` keys yet. The catalogue is their one source.
 */
export const EMPTY_TEXTS = {
  contents: english('empty.contents'),
  data: english('empty.data'),
  comingSoon: english('empty.comingSoon'),
  noResults: english('empty.noResults'),
} as const;
