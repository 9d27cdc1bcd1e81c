/**
 * The form's messages in the five locales, from the compiled PO catalogs (the i18n activate
 * helper), with the spec's exact texts where the spec gives them.
 */
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/contract';
import { encodeFormError } from '../../../src/domain/formErrors';
import { activateLocale, i18n } from '../../../src/i18n/activate';
import { FORM_ERROR_MESSAGES, formErrorText } from '../../../src/features/registration/errorMessages';

async function textsIn(locale: Locale) {
  await activateLocale(locale);
  return {
    required: formErrorText(i18n, encodeFormError('required')),
    selectAtLeastOne: formErrorText(i18n, encodeFormError('selectAtLeastOne')),
    invalidEmail: formErrorText(i18n, encodeFormError('invalidEmail')),
    invalidPhone: formErrorText(i18n, encodeFormError('invalidPhone')),
    length: formErrorText(i18n, encodeFormError('length', { length: 8 })),
    positiveInteger: formErrorText(i18n, encodeFormError('positiveInteger')),
    range: formErrorText(i18n, encodeFormError('range', { min: 1, max: 5 })),
    rounds: formErrorText(i18n, encodeFormError('selectSessionForAllRounds')),
    full: i18n._(msg`This session is currently full`),
  };
}

describe('form messages per locale', () => {
  it('English (the source texts of the spec)', async () => {
    expect(await textsIn('en')).toEqual({
      required: 'Required field',
      selectAtLeastOne: 'Select at least one item',
      invalidEmail: 'Invalid email',
      invalidPhone: 'Invalid phone number',
      length: 'This entry must be 8 characters long',
      positiveInteger: 'This entry must be a positive integer number',
      range: 'This entry must be between 1 and 5',
      rounds: 'Please select a session for all breakout rounds.',
      full: 'This session is currently full',
    });
  });

  it('Dutch, formal and informal', async () => {
    for (const locale of ['nlFormal', 'nlInformal'] as const) {
      const texts = await textsIn(locale);
      expect(texts.required).toBe('Verplicht veld');
      expect(texts.full).toBe('Deze sessie is momenteel vol');
      expect(texts.length).toBe('Deze invoer moet 8 tekens lang zijn');
      expect(texts.range).toBe('Deze invoer moet tussen 1 en 5 liggen');
      expect(texts.invalidEmail).toBe('Ongeldig e-mailadres');
    }
  });

  it('French', async () => {
    const texts = await textsIn('fr');
    expect(texts.required).toBe('Champ obligatoire');
    expect(texts.selectAtLeastOne).toBe('Au moins un élément doit être sélectionné');
    expect(texts.rounds).toBe('Choisissez une session pour chaque tour de sous-groupes');
    expect(texts.full).toBe('Cette session est actuellement complète');
    expect(texts.range).toBe('Cette saisie doit être comprise entre 1 et 5');
  });

  it('German, complete', async () => {
    const texts = await textsIn('de');
    expect(texts.required).toBe('Pflichtfeld');
    expect(texts.invalidPhone).toBe('Ungültige Telefonnummer');
    expect(texts.positiveInteger).toBe('Diese Eingabe muss eine positive ganze Zahl sein');
  });

  it('every code has a translation in every locale (no English left outside en)', async () => {
    for (const locale of ['nlFormal', 'nlInformal', 'de', 'fr'] as const) {
      await activateLocale(locale);
      for (const [code, descriptor] of Object.entries(FORM_ERROR_MESSAGES)) {
        const english = descriptor.message!.replace('{length}', '8').replace('{min}', '1').replace('{max}', '5');
        const text = formErrorText(
          i18n,
          encodeFormError(code as keyof typeof FORM_ERROR_MESSAGES, { length: 8, min: 1, max: 5 }),
        );
        expect(text, `${locale} ${code}`).not.toBe(english);
        expect(text, `${locale} ${code}`).not.toMatch(/[{}]/);
      }
    }
  });
});
