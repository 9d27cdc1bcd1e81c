/**
 * The reminder mail before a session (issue 34): in the project's language like the confirmation
 * (greeting, link line and closing are its words), the start in the visitor's time zone, the
 * personal link (the HTML part makes it a button, mail/render.ts) and the test page.
 */
import type { Locale } from '../../src/contract/index.ts';
import { intlLocale } from '../lib/formatTime.ts';
import { commonWords, mailLocaleOf } from './confirmationText.ts';

interface ReminderTexts {
  subject(session: string, soon: string): string;
  intro(session: string, soon: string, when: string): string;
  testPage: string;
}

const nlFormal: ReminderTexts = {
  subject: (s, soon) => `Herinnering: ${s} begint ${soon}`,
  intro: (s, soon, w) => `${s} begint ${soon}: ${w}.`,
  testPage: 'Controleer vooraf uw geluid en beeld op de testpagina:',
};

const TEXTS: Record<Locale, ReminderTexts> = {
  en: {
    subject: (s, soon) => `Reminder: ${s} starts ${soon}`,
    intro: (s, soon, w) => `${s} starts ${soon}: ${w}.`,
    testPage: 'Check your sound and picture beforehand on the test page:',
  },
  nlFormal,
  nlInformal: { ...nlFormal, testPage: 'Controleer vooraf je geluid en beeld op de testpagina:' },
  de: {
    subject: (s, soon) => `Erinnerung: ${s} beginnt ${soon}`,
    intro: (s, soon, w) => `${s} beginnt ${soon}: ${w}.`,
    testPage: 'Prüfen Sie vorab Ton und Bild auf der Testseite:',
  },
  fr: {
    subject: (s, soon) => `Rappel : ${s} commence ${soon}`,
    intro: (s, soon, w) => `${s} commence ${soon} : ${w}.`,
    testPage: 'Vérifiez à l’avance votre son et votre image sur la page de test :',
  },
};

/** "tomorrow", "in 1 hour", "in 10 minutes" in the language (Intl.RelativeTimeFormat). */
export function startsIn(language: string, offsetMinutes: number): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  if (offsetMinutes >= 1440 && offsetMinutes % 1440 === 0) return format.format(offsetMinutes / 1440, 'day');
  if (offsetMinutes >= 60 && offsetMinutes % 60 === 0) return format.format(offsetMinutes / 60, 'hour');
  return format.format(Math.max(1, Math.round(offsetMinutes)), 'minute');
}

export interface ReminderInput {
  language: string;
  firstName: string;
  /** The session's name, with the event's title when they differ. */
  session: string;
  offsetMinutes: number;
  /** The session's start, formatted in the visitor's time zone. */
  when: string;
  link: string;
  testPageLink: string;
  organiser: string;
}

export function reminderMail(input: ReminderInput): { subject: string; text: string } {
  const t = TEXTS[mailLocaleOf(input.language)];
  const words = commonWords(input.language);
  const soon = startsIn(input.language, input.offsetMinutes);
  const text = [
    words.greeting(input.firstName),
    '',
    t.intro(input.session, soon, input.when),
    '',
    words.link,
    input.link,
    '',
    t.testPage,
    input.testPageLink,
    '',
    words.closing,
    input.organiser,
  ].join('\n');
  return { subject: t.subject(input.session, soon), text };
}
