import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The message catalogues: web/src/i18n/messages/<language>/<area>.json. */
export const CATALOGUE_PATH = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][A-Za-z]+\.json$/;

/**
 * Every catalogue's ICU texts become the parser's AST when the catalogue is imported (build, dev
 * server and tests alike), and a message without arguments becomes its plain text: the browser
 * formats only what has something to format, and a message with a syntax error fails the build
 * instead of a page. The browser's bundle gets FormatJS's parser-less build, so the parser (about
 * 5 kB compressed) never ships. Runs before Vite's JSON plugin: JSON in, JSON out.
 */
export function icuCatalogues(): Plugin {
  return {
    name: 'portal:icu-catalogues',
    enforce: 'pre',
    config: (_config, { command }) =>
      command === 'build' ? { resolve: { alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' } } } : {},
    transform(code, id) {
      if (!CATALOGUE_PATH.test(id.split('?')[0] ?? id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, unknown>, id)), map: null };
    },
  };
}

/**
 * A catalogue's messages: plain text for a message that is only text, the AST for any other; throws
 * naming the key of a message that is not valid ICU.
 */
export function compileCatalogue(catalogue: Record<string, unknown>, file: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, text]) => {
      if (typeof text !== 'string') throw new Error(`${file}: "${key}" is not a string`);
      try {
        const ast = parse(text);
        const [only] = ast;
        if (ast.length === 0) return [key, ''];
        return [key, ast.length === 1 && only?.type === TYPE.literal ? only.value : ast];
      } catch (error) {
        throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}
