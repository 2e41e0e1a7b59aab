import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogue files (src/shared/i18n/catalogue.ts): `messages/<language>/<namespace>.json`. */
const CATALOGUE_FILE = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][\w-]+\.json$/;

/**
 * Compiles each catalogue file's ICU messages into Lingui's compiled form as it is imported, before Vite
 * turns the JSON into a module: the browser gets no message parser, and a message that does not parse
 * fails the build (and the tests) with its file and key.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'facilitatorhub:compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id.split('?')[0])) return undefined;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, compileMessageOrThrow(message)];
          } catch (error) {
            throw new Error(`${id}: the message "${key}" is not valid ICU MessageFormat: ${String(error)}`);
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
