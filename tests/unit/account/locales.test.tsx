import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/contract';
import { FullEventsMessage } from '../../../src/features/confirmation/FullEventsMessage';
import { activateLocale } from '../../../src/i18n/activate';

afterEach(cleanup);

async function textIn(locale: Locale, names: string[]) {
  await activateLocale(locale);
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <FullEventsMessage eventNames={names} />
    </I18nProvider>,
  );
  const text = container.querySelector('p')?.textContent ?? container.textContent;
  cleanup();
  return text;
}

/** The headline above the line (CONF-03): the spec's own full-events texts. */
async function titleIn(locale: Locale, names: string[]) {
  await activateLocale(locale);
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <FullEventsMessage eventNames={names} />
    </I18nProvider>,
  );
  const text = container.querySelector('[data-testid="full-events-title"]')?.textContent;
  cleanup();
  return text;
}

const ONE = ['Workshop A'];
const TWO = ['Workshop A', 'Workshop B'];

describe('full-events message in the five locales (from the PO catalogs)', () => {
  it.each<[Locale, string, string]>([
    [
      'en',
      'Could not register for Workshop A. It is full.',
      'Could not register for Workshop A and Workshop B. They are full.',
    ],
    [
      'nlFormal',
      'Wij konden u niet registreren voor Workshop A. Het evenement is vol.',
      'Wij konden u niet registreren voor Workshop A en Workshop B. Deze evenementen zijn vol.',
    ],
    [
      'nlInformal',
      'We konden je niet registreren voor Workshop A. Het evenement is vol.',
      'We konden je niet registreren voor Workshop A en Workshop B. Deze evenementen zijn vol.',
    ],
    [
      'de',
      'Die Anmeldung für Workshop A war leider nicht möglich. Die Veranstaltung ist ausgebucht.',
      'Die Anmeldung für Workshop A und Workshop B war leider nicht möglich. Diese Veranstaltungen sind ausgebucht.',
    ],
    [
      'fr',
      "Vous ne pouvez malheureusement pas vous inscrire à Workshop A. L'événement est complet.",
      'Vous ne pouvez malheureusement pas vous inscrire à Workshop A et Workshop B. Ces événements sont complets.',
    ],
  ])('%s: singular and plural', async (locale, singular, plural) => {
    expect(await textIn(locale, ONE)).toBe(singular);
    expect(await textIn(locale, TWO)).toBe(plural);
  });

  it.each<[Locale, string, string]>([
    ['en', 'The event is full', 'These events are full'],
    // Spec 1 section 8 gives these for Dutch and English alike, and the French ones: quoted exactly.
    ['nlFormal', 'The event is full', 'These events are full'],
    ['nlInformal', 'The event is full', 'These events are full'],
    ['fr', "L'événement est complet.", 'Ces événements sont complets.'],
    ['de', 'Die Veranstaltung ist ausgebucht', 'Diese Veranstaltungen sind ausgebucht'],
  ])('CONF-03: the full-events headline in %s', async (locale, singular, plural) => {
    expect(await titleIn(locale, ONE)).toBe(singular);
    expect(await titleIn(locale, TWO)).toBe(plural);
  });

  it('renders nothing when no event was full', async () => {
    expect(await textIn('en', [])).toBe('');
  });
});

const WRONG_PASSWORD = msg`The password you entered is invalid. Note that the password is case-sensitive.`;
const UNKNOWN_EMAIL = msg`Please double-check your email address. \
We did not find a registration for this email address.`;
const UNREGISTERED = msg`You have been unregistered from this event.`;

describe('spec texts per locale', () => {
  it.each<[Locale, string]>([
    ['en', 'The password you entered is invalid. Note that the password is case-sensitive.'],
    ['nlFormal', 'Het wachtwoord dat u heeft ingevuld is onjuist. Let op: wachtwoord is hoofdlettergevoelig.'],
    ['nlInformal', 'Het wachtwoord dat je hebt ingevuld is onjuist. Let op: wachtwoord is hoofdlettergevoelig.'],
    [
      'de',
      'Das eingegebene Passwort ist ungültig. Beachten Sie, dass beim Passwort zwischen Groß- und Kleinschreibung ' +
        'unterschieden wird.',
    ],
    ['fr', 'Le mot de passe saisi est incorrect. Attention : le mot de passe est sensible à la casse.'],
  ])('wrong page password in %s', async (locale, text) => {
    await activateLocale(locale);
    expect(i18n._(WRONG_PASSWORD)).toBe(text);
  });

  it('unknown e-mail: exact in English, translated (with the registration form) elsewhere', async () => {
    await activateLocale('en');
    expect(i18n._(UNKNOWN_EMAIL)).toBe(
      'Please double-check your email address. We did not find a registration for this email address.',
    );
    for (const locale of ['nlFormal', 'nlInformal', 'de', 'fr'] as const) {
      await activateLocale(locale);
      const text = i18n._(UNKNOWN_EMAIL);
      expect(text).not.toContain('Please double-check');
      expect(text).toMatch(/registratieformulier|Anmeldeformular|formulaire d'inscription/);
    }
    await activateLocale('nlInformal');
    expect(i18n._(UNKNOWN_EMAIL)).toMatch(/\bje\b/);
    expect(i18n._(UNKNOWN_EMAIL)).not.toMatch(/\buw?\b/);
  });

  it('already unregistered in French as the spec gives it', async () => {
    await activateLocale('fr');
    expect(i18n._(UNREGISTERED)).toBe('Vous êtes déjà désinscrit de cet événement.');
  });
});
