/**
 * The calendar mails of issue 34, in the project's language like the confirmation: the update
 * after the organiser moved or renamed a session (its invite replaces the calendar entry) and the
 * cancel after unregistering (its invite removes it). Greeting, link line and closing are the
 * confirmation's words.
 */
import type { Locale } from '../../src/contract/index.ts';
import { commonWords, mailLocaleOf } from './confirmationText.ts';

interface CalendarTexts {
  updateSubject(title: string): string;
  updateIntro(title: string): string;
  updateCalendar: string;
  cancelSubject(title: string): string;
  cancelIntro(title: string): string;
}

const nlFormal: CalendarTexts = {
  updateSubject: (t) => `Gewijzigd programma: ${t}`,
  updateIntro: (t) => `Het programma van ${t} is gewijzigd. Dit is nu het tijdstip:`,
  updateCalendar: 'De agenda-uitnodiging bij deze e-mail werkt uw agenda bij.',
  cancelSubject: (t) => `Afgemeld: ${t}`,
  cancelIntro: (t) =>
    `U bent afgemeld voor ${t}. De agenda-uitnodiging bij deze e-mail haalt de afspraak uit uw agenda.`,
};

const TEXTS: Record<Locale, CalendarTexts> = {
  en: {
    updateSubject: (t) => `Programme changed: ${t}`,
    updateIntro: (t) => `The programme of ${t} has changed. This is the time now:`,
    updateCalendar: 'The calendar invite in this e-mail updates your calendar.',
    cancelSubject: (t) => `Unregistered: ${t}`,
    cancelIntro: (t) =>
      `You have unregistered from ${t}. The calendar invite in this e-mail removes the entry from your calendar.`,
  },
  nlFormal,
  nlInformal: {
    ...nlFormal,
    updateCalendar: 'De agenda-uitnodiging bij deze e-mail werkt je agenda bij.',
    cancelIntro: (t) =>
      `Je bent afgemeld voor ${t}. De agenda-uitnodiging bij deze e-mail haalt de afspraak uit je agenda.`,
  },
  de: {
    updateSubject: (t) => `Programm geändert: ${t}`,
    updateIntro: (t) => `Das Programm von ${t} wurde geändert. Das ist jetzt der Termin:`,
    updateCalendar: 'Die Kalendereinladung in dieser E-Mail aktualisiert Ihren Kalender.',
    cancelSubject: (t) => `Abgemeldet: ${t}`,
    cancelIntro: (t) =>
      `Sie haben sich von ${t} abgemeldet. Die Kalendereinladung in dieser E-Mail entfernt den Termin aus Ihrem ` +
      `Kalender.`,
  },
  fr: {
    updateSubject: (t) => `Programme modifié : ${t}`,
    updateIntro: (t) => `Le programme de ${t} a changé. Voici l’horaire actuel :`,
    updateCalendar: 'L’invitation jointe à cet e-mail met à jour votre agenda.',
    cancelSubject: (t) => `Désinscription : ${t}`,
    cancelIntro: (t) =>
      `Vous vous êtes désinscrit de ${t}. L’invitation jointe à cet e-mail retire l’événement de votre agenda.`,
  },
};

export interface CalendarUpdateInput {
  language: string;
  firstName: string;
  eventTitle: string;
  /** One line per changed session the registration is registered for: `name: when`. */
  sessions: string[];
  link: string;
  organiser: string;
}

export function calendarUpdateMail(input: CalendarUpdateInput): { subject: string; text: string } {
  const t = TEXTS[mailLocaleOf(input.language)];
  const words = commonWords(input.language);
  const text = [
    words.greeting(input.firstName),
    '',
    t.updateIntro(input.eventTitle),
    ...input.sessions,
    '',
    t.updateCalendar,
    '',
    words.link,
    input.link,
    '',
    words.closing,
    input.organiser,
  ].join('\n');
  return { subject: t.updateSubject(input.eventTitle), text };
}

export function calendarCancelMail(input: Omit<CalendarUpdateInput, 'sessions' | 'link'>): {
  subject: string;
  text: string;
} {
  const t = TEXTS[mailLocaleOf(input.language)];
  const words = commonWords(input.language);
  const text = [
    words.greeting(input.firstName),
    '',
    t.cancelIntro(input.eventTitle),
    '',
    words.closing,
    input.organiser,
  ].join('\n');
  return { subject: t.cancelSubject(input.eventTitle), text };
}
