/**
 * The confirmation mail's words for the moments besides "before the start" (issue 45): while the
 * event is live (it started, open the link now) and after it without a replay (the replay words
 * are confirmationText.ts's). In the project's language, as the rest of the mail.
 */
import type { Locale } from '../../src/contract/index.ts';

export interface MomentTexts {
  /** Registered while the event runs: when it started, and that it is live now. */
  liveIntro(title: string, when: string): string;
  /** Online while live: open the link now. */
  live: string;
  /** Registered after the end, with no replay: when it took place. */
  afterIntro(title: string, when: string): string;
  after: string;
}

const en: MomentTexts = {
  liveIntro: (t, w) => `Thank you for registering for ${t}. It started on ${w} and is live now.`,
  live: 'You watch online: open your personal link now to join the live broadcast.',
  afterIntro: (t, w) => `Thank you for registering for ${t}, which took place on ${w}.`,
  after: 'Your personal link opens the event page with what remains available after the event.',
};

const nlFormal: MomentTexts = {
  liveIntro: (t, w) => `Bedankt voor uw registratie voor ${t}. Het evenement is begonnen op ${w} en is nu live.`,
  live: 'U kijkt online: open uw persoonlijke link nu om de live-uitzending te volgen.',
  afterIntro: (t, w) => `Bedankt voor uw registratie voor ${t}. Het evenement vond plaats op ${w}.`,
  after: 'Uw persoonlijke link opent de evenementpagina met wat na afloop beschikbaar blijft.',
};

const nlInformal: MomentTexts = {
  liveIntro: (t, w) => `Bedankt voor je registratie voor ${t}. Het evenement is begonnen op ${w} en is nu live.`,
  live: 'Je kijkt online: open je persoonlijke link nu om de live-uitzending te volgen.',
  afterIntro: (t, w) => `Bedankt voor je registratie voor ${t}. Het evenement vond plaats op ${w}.`,
  after: 'Je persoonlijke link opent de evenementpagina met wat na afloop beschikbaar blijft.',
};

const de: MomentTexts = {
  liveIntro: (t, w) =>
    `Vielen Dank für Ihre Anmeldung zu ${t}. Die Veranstaltung hat am ${w} begonnen und läuft jetzt live.`,
  live: 'Sie nehmen online teil: Öffnen Sie jetzt Ihren persönlichen Link, um die Live-Übertragung zu verfolgen.',
  afterIntro: (t, w) => `Vielen Dank für Ihre Anmeldung zu ${t}. Die Veranstaltung fand am ${w} statt.`,
  after: 'Ihr persönlicher Link öffnet die Veranstaltungsseite mit allem, was nach der Veranstaltung verfügbar bleibt.',
};

const fr: MomentTexts = {
  liveIntro: (t, w) =>
    `Merci de votre inscription à ${t}, qui a commencé le ${w} et se déroule en direct en ce moment.`,
  live: 'Vous suivez l’événement en ligne : ouvrez dès maintenant votre lien personnel pour rejoindre le direct.',
  afterIntro: (t, w) => `Merci de votre inscription à ${t}, qui a eu lieu le ${w}.`,
  after: 'Votre lien personnel ouvre la page de l’événement, avec ce qui reste disponible après celui-ci.',
};

export const MOMENT_TEXTS: Record<Locale, MomentTexts> = { en, nlFormal, nlInformal, de, fr };
