import { expect, it } from 'vitest';
import { browserLocale } from '../../../src/i18n/activate';

it('picks our locale from the browser languages, formal Dutch otherwise', () => {
  expect(browserLocale(['en-US', 'nl'])).toBe('en');
  expect(browserLocale(['nl-BE'])).toBe('nlFormal');
  expect(browserLocale(['fr-CA'])).toBe('fr');
  expect(browserLocale(['de-AT'])).toBe('de');
  expect(browserLocale(['es-ES', 'pt'])).toBe('nlFormal');
  expect(browserLocale([])).toBe('nlFormal');
});
