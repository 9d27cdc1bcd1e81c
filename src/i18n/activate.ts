/**
 * Locale activation: the catalogue of the locale in use only, and of it only the parts the
 * pages loaded so far need (core and a part per page family); `<html lang>` kept in step.
 */
import { i18n, type Messages } from '@lingui/core';
import { loaders } from 'virtual:catalog-parts';
import type { Locale } from '../contract';
import { INTL_TAG } from './intlTags';

export { INTL_TAG };

export const DEFAULT_LOCALE: Locale = 'nlFormal';

/**
 * Before a project is known (a mistyped link, the 404 page) the visitor's browser language is
 * used when it is one of ours; every project page then switches to the project's language.
 */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale {
  for (const tag of languages) {
    const language = tag.slice(0, 2).toLowerCase();
    if (language === 'nl') return 'nlFormal';
    if (language === 'en' || language === 'de' || language === 'fr') return language;
  }
  return DEFAULT_LOCALE;
}

/** The parts of the catalogue the pages loaded so far need: core, and each page family's own (app/routeTable.ts). */
const wanted = new Set<string>(['core']);
/** Per locale, the object lingui holds (a part loaded later adds to it) and each part's load. */
const catalogs: Partial<Record<Locale, { messages: Messages; parts: Map<string, Promise<void>> }>> = {};

function loadPart(locale: Locale, part: string): Promise<void> {
  catalogs[locale] ??= { messages: {}, parts: new Map() };
  const catalog = catalogs[locale];
  let loading = catalog.parts.get(part);
  if (!loading) {
    loading = loaders[locale]![part]!().then((loaded) => void Object.assign(catalog.messages, loaded.messages));
    // Offline before the part was cached: a later page or activation tries again.
    loading.catch(() => catalog.parts.delete(part));
    catalog.parts.set(part, loading);
  }
  return loading;
}

/** The wanted parts of a locale, also those wanted while it loads. */
async function loadParts(locale: Locale): Promise<Messages> {
  for (let done = 0; done < wanted.size; ) {
    const parts = [...wanted];
    done = parts.length;
    await Promise.all(parts.map((part) => loadPart(locale, part)));
  }
  return catalogs[locale]!.messages;
}

/** The locale being activated, when it is not active yet. */
let activating: Locale | undefined;

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  activating = locale;
  let messages: Messages;
  try {
    messages = await loadParts(locale);
  } finally {
    if (activating === locale) activating = undefined;
  }
  i18n.loadAndActivate({ locale, locales: [INTL_TAG[locale]], messages });
  // Only when it differs: writing <html lang> makes the browser match every element's :lang() again,
  // even for the value the server already sent.
  const lang = INTL_TAG[locale].slice(0, 2);
  if (typeof document !== 'undefined' && document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/**
 * A page family's strings (its catalogue part, scripts/build/catalogParts.ts), loaded with its
 * page chunk before it renders: into the active locale, and into one being activated. Texts
 * are looked up when rendered, so what is on screen needs no new render.
 */
export async function loadMessages(part: string): Promise<void> {
  if (!loaders.en?.[part]) throw new Error(`No catalogue part ${part}`);
  wanted.add(part);
  // lingui's locale is '' until the first activation.
  const locales = new Set(
    [i18n.locale as Locale | '', activating].filter((locale): locale is Locale => Boolean(locale)),
  );
  await Promise.all([...locales].map((locale) => loadPart(locale, part)));
}

/** A lazy import of a module whose strings are in `part` (app/routeTable.ts, vite.config.ts catalogParts views). */
export const withMessages =
  <T>(part: string, load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadMessages(part)]).then(([module]) => module);

export { i18n };
