import * as z from 'zod';
import { LANGS } from '../i18n/lang';

/** `?lang=`: the language of a feed's or a download's words (English without it); any other value is refused. */
export const LangParam = z.enum(LANGS).default('en').describe('The language of the words in the file: en (default) or ko');

/** The query of a file that takes only its language. */
export const LangQuery = z.strictObject({ lang: LangParam });
