/** The notifications' words, in the project's language (the visitor's locale, as for the mails). */
import type { Locale } from '../../src/contract/index.ts';
import { mailLocaleOf } from '../mail/confirmationText.ts';
import { startsIn } from '../mail/reminderText.ts';

interface PushTexts {
  starts(soon: string): string;
  pollOpen: string;
  questionsOpen: string;
}

const nlFormal: PushTexts = {
  starts: (soon) => `Begint ${soon}`,
  pollOpen: 'Er is een peiling geopend',
  questionsOpen: 'U kunt nu vragen stellen',
};

const TEXTS: Record<Locale, PushTexts> = {
  en: { starts: (soon) => `Starts ${soon}`, pollOpen: 'A poll is open', questionsOpen: 'Questions are open' },
  nlFormal,
  nlInformal: { ...nlFormal, questionsOpen: 'Je kunt nu vragen stellen' },
  de: {
    starts: (soon) => `Beginnt ${soon}`,
    pollOpen: 'Eine Umfrage ist geöffnet',
    questionsOpen: 'Sie können jetzt Fragen stellen',
  },
  fr: {
    starts: (soon) => `Commence ${soon}`,
    pollOpen: 'Un sondage est ouvert',
    questionsOpen: 'Les questions sont ouvertes',
  },
};

export type PushKind = 'session-soon' | 'poll-open' | 'questions-open';

/** The body line of a notification; its title is the session's name. */
export function pushBody(language: string, kind: PushKind, offsetMinutes = 10): string {
  const t = TEXTS[mailLocaleOf(language)];
  if (kind === 'session-soon') return t.starts(startsIn(language, offsetMinutes));
  return kind === 'poll-open' ? t.pollOpen : t.questionsOpen;
}

/** `lang` of the notification (Notification.lang). */
export const pushLang = (language: string) => (mailLocaleOf(language).startsWith('nl') ? 'nl' : mailLocaleOf(language));
