/**
 * Loading the catalogue in parts (src/i18n/activate.ts): a page family's part is in before its
 * page renders, whether it is asked for before, during or after the locale's activation.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Part = { messages: Record<string, string> };
const pending: { key: string; resolve: () => void }[] = [];
const part = (locale: string, name: string) => () =>
  new Promise<Part>((resolve) => {
    pending.push({
      key: `${locale}/${name}`,
      resolve: () => resolve({ messages: { [`${name}-id`]: `${name} in ${locale}` } }),
    });
  });
vi.mock('virtual:catalog-parts', () => ({
  loaders: Object.fromEntries(
    ['nlFormal', 'nlInformal', 'en', 'de', 'fr'].map((locale) => [
      locale,
      { core: part(locale, 'core'), forms: part(locale, 'forms'), event: part(locale, 'event') },
    ]),
  ),
}));

/** Answers every load asked for so far, and those they lead to. */
async function answerAll() {
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const load of pending.splice(0)) load.resolve();
  }
}

beforeEach(() => {
  vi.resetModules();
  pending.length = 0;
});

describe('catalogue parts', () => {
  it('activates a locale with core and the parts asked for before it', async () => {
    const { activateLocale, loadMessages, i18n } = await import('../../../src/i18n/activate');
    const forms = loadMessages('forms'); // no locale yet: remembered for the activation
    const active = activateLocale('de');
    await answerAll();
    await Promise.all([forms, active]);
    expect(i18n._('core-id')).toBe('core in de');
    expect(i18n._('forms-id')).toBe('forms in de');
  });

  it('waits for a part asked for while the locale loads', async () => {
    const { activateLocale, loadMessages, i18n } = await import('../../../src/i18n/activate');
    const active = activateLocale('fr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const event = loadMessages('event');
    await answerAll();
    await Promise.all([active, event]);
    expect(i18n._('event-id')).toBe('event in fr');
  });

  it('adds a later part to the active locale, and brings every part to the next locale', async () => {
    const { activateLocale, loadMessages, i18n } = await import('../../../src/i18n/activate');
    const first = activateLocale('en');
    await answerAll();
    await first;
    const forms = loadMessages('forms');
    await answerAll();
    await forms;
    expect(i18n._('forms-id')).toBe('forms in en');
    const next = activateLocale('nlFormal');
    await answerAll();
    await next;
    expect([i18n._('core-id'), i18n._('forms-id')]).toEqual(['core in nlFormal', 'forms in nlFormal']);
  });

  it('refuses a part the build does not have', async () => {
    const { loadMessages } = await import('../../../src/i18n/activate');
    await expect(loadMessages('nope')).rejects.toThrow('No catalogue part nope');
  });
});
