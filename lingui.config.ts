import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Five locales; nlFormal is the product default. Source strings are English (msgid = English
 * text), so `en` needs no translation. nlInformal falls back to nlFormal for strings where
 * formal and informal Dutch read the same.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['nlFormal', 'nlInformal', 'en', 'de', 'fr'],
  fallbackLocales: { nlInformal: 'nlFormal', default: 'en' },
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}/messages', include: ['src'] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
