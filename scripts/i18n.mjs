// Extracts messages, then fills the PO catalogs from the per-feature translation files in
// src/i18n/translations/*.json ({ "<English source>": { nlFormal, nlInformal, de, fr } }).
// Several people can translate at once without editing the same PO file.
//   node scripts/i18n.mjs          extract + merge
//   node scripts/i18n.mjs --check  also fail when a locale misses a translation
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';

const LOCALES = ['nlFormal', 'nlInformal', 'de', 'fr'];
const DIR = 'src/i18n/translations';
const po = formatter({ lineNumbers: false });

execSync('npx lingui extract --clean', { stdio: 'ignore' });

const translations = {};
const sources = {};
for (const file of readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const entries = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
  for (const [message, byLocale] of Object.entries(entries)) {
    if (translations[message] && sources[message] !== file) {
      console.warn(`"${message.slice(0, 60)}" is translated in both ${sources[message]} and ${file}; ${file} wins.`);
    }
    translations[message] = { ...translations[message], ...byLocale };
    sources[message] = file;
  }
}

let missingTotal = 0;
for (const locale of LOCALES) {
  const path = `src/i18n/locales/${locale}/messages.po`;
  const existing = readFileSync(path, 'utf8');
  const catalog = await po.parse(existing, { locale, sourceLocale: 'en', filename: path });
  const missing = [];
  for (const entry of Object.values(catalog)) {
    const text = translations[entry.message]?.[locale];
    if (text) entry.translation = text;
    if (!entry.translation) missing.push(entry.message);
  }
  writeFileSync(path, await po.serialize(catalog, { locale, sourceLocale: 'en', existing, filename: path }));
  if (missing.length) console.log(`${locale}: ${missing.length} missing\n  ${missing.slice(0, 20).join('\n  ')}`);
  missingTotal += missing.length;
}
console.log(missingTotal ? `${missingTotal} translations missing.` : 'Every message is translated in every locale.');
if (process.argv.includes('--check') && missingTotal) process.exit(1);
