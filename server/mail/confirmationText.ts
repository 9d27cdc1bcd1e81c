/** The confirmation mail, short and in the project's language (the visitor's locale: the app shows the project's). */
import type { Locale } from '../../src/contract/index.ts';
import type { Moment } from '../../src/domain/moment.ts';
import { MOMENT_TEXTS } from './momentText.ts';

export interface ConfirmationInput {
  language: string;
  firstName: string;
  eventTitle: string;
  /** The formatted start of the event, in the registrant's time zone. */
  when: string;
  link: string;
  /** The unregister page of the registration (absolute). */
  unregisterLink?: string;
  onSite: boolean;
  /** The on-site ticket's page (issue 49): its QR code is in the HTML part too (mail/render.ts). */
  ticketLink?: string;
  address?: string;
  organiser: string;
  /** A change of attendance rather than a first registration. */
  update: boolean;
  /**
   * The moment of the registration (src/domain/moment.ts; before when not given): live says it has started, replay
   * offers the replay.
   */
  moment?: Moment;
}

interface Texts {
  subject(title: string, update: boolean): string;
  greeting(name: string): string;
  intro(title: string, when: string, update: boolean): string;
  link: string;
  onSite(address: string): string;
  /** The line before the ticket's link (issue 49). */
  ticket: string;
  online: string;
  /** An ended event (a replay registration): when it took place, and how to watch the replay. */
  replayIntro(title: string, when: string): string;
  replay: string;
  unregister: string;
  closing: string;
}

/** The words of the HTML part and the calendar attachment around the text (mail/render.ts). */
export interface MailChrome {
  /** `lang` of the HTML part and Content-Language. */
  lang: string;
  button: string;
  /** The line before the personal link in the calendar entry (as the app's #ics download). */
  calendarIntro: string;
  /** The ticket's QR code's text alternative (issue 49). */
  ticketAlt: string;
}

const en: Texts = {
  subject: (t, u) => (u ? `Updated: your registration for ${t}` : `Your registration for ${t}`),
  greeting: (n) => (n ? `Dear ${n},` : 'Hello,'),
  intro: (t, w, u) =>
    u
      ? `Your attendance for ${t} (${w}) has been updated.`
      : `Thank you for registering for ${t}, which starts on ${w}.`,
  link: 'Your personal link (keep it to yourself, it is your entrance):',
  onSite: (a) => `You will attend on site${a ? ` at ${a}` : ''}. Please have this e-mail ready at the entrance.`,
  ticket: 'Your ticket for the door (scan its QR code at the entrance; it opens offline once viewed):',
  online: 'You will watch online. Open your personal link shortly before the start.',
  replayIntro: (t, w) => `Thank you for registering for ${t}, which took place on ${w}. You can watch the replay now.`,
  replay: 'Open your personal link to watch the replay, whenever it suits you.',
  unregister: 'Can’t attend after all? Unregister here:',
  closing: 'Kind regards,',
};

const nlFormal: Texts = {
  subject: (t, u) => (u ? `Gewijzigd: uw registratie voor ${t}` : `Uw registratie voor ${t}`),
  greeting: (n) => (n ? `Beste ${n},` : 'Beste deelnemer,'),
  intro: (t, w, u) =>
    u
      ? `Uw deelname aan ${t} (${w}) is gewijzigd.`
      : `Bedankt voor uw registratie voor ${t}. Het evenement begint ${w}.`,
  link: 'Uw persoonlijke link (deel deze niet, het is uw toegang):',
  onSite: (a) => `U bent ter plaatse aanwezig${a ? ` op ${a}` : ''}. Houd deze e-mail bij de ingang bij de hand.`,
  ticket: 'Uw toegangsbewijs voor de ingang (laat de QR-code scannen; eenmaal bekeken opent het ook offline):',
  online: 'U kijkt online. Open uw persoonlijke link kort voor de start.',
  replayIntro: (t, w) =>
    `Bedankt voor uw registratie voor ${t}. Het evenement vond plaats op ${w}; u kunt de opname nu bekijken.`,
  replay: 'Open uw persoonlijke link om de opname te bekijken, wanneer het u uitkomt.',
  unregister: 'Kunt u toch niet deelnemen? Meld u hier af:',
  closing: 'Met vriendelijke groet,',
};

const nlInformal: Texts = {
  ...nlFormal,
  subject: (t, u) => (u ? `Gewijzigd: je registratie voor ${t}` : `Je registratie voor ${t}`),
  greeting: (n) => (n ? `Hoi ${n},` : 'Hoi,'),
  intro: (t, w, u) =>
    u
      ? `Je deelname aan ${t} (${w}) is gewijzigd.`
      : `Bedankt voor je registratie voor ${t}. Het evenement begint ${w}.`,
  link: 'Je persoonlijke link (deel hem niet, het is jouw toegang):',
  onSite: (a) => `Je bent ter plaatse aanwezig${a ? ` op ${a}` : ''}. Houd deze e-mail bij de ingang bij de hand.`,
  ticket: 'Je toegangsbewijs voor de ingang (laat de QR-code scannen; eenmaal bekeken opent het ook offline):',
  online: 'Je kijkt online. Open je persoonlijke link kort voor de start.',
  replayIntro: (t, w) =>
    `Bedankt voor je registratie voor ${t}. Het evenement vond plaats op ${w}; je kunt de opname nu bekijken.`,
  replay: 'Open je persoonlijke link om de opname te bekijken, wanneer het jou uitkomt.',
  unregister: 'Kun je toch niet deelnemen? Meld je hier af:',
  closing: 'Groeten,',
};

const de: Texts = {
  subject: (t, u) => (u ? `Geändert: Ihre Anmeldung für ${t}` : `Ihre Anmeldung für ${t}`),
  greeting: (n) => (n ? `Guten Tag ${n},` : 'Guten Tag,'),
  intro: (t, w, u) =>
    u
      ? `Ihre Teilnahme an ${t} (${w}) wurde geändert.`
      : `Vielen Dank für Ihre Anmeldung zu ${t}. Die Veranstaltung beginnt am ${w}.`,
  link: 'Ihr persönlicher Link (bitte nicht weitergeben, er ist Ihr Zugang):',
  onSite: (a) => `Sie nehmen vor Ort teil${a ? ` (${a})` : ''}. Bitte halten Sie diese E-Mail am Eingang bereit.`,
  ticket: 'Ihr Ticket für den Eingang (lassen Sie den QR-Code scannen; einmal geöffnet, geht es auch offline):',
  online: 'Sie nehmen online teil. Öffnen Sie Ihren persönlichen Link kurz vor Beginn.',
  replayIntro: (t, w) =>
    `Vielen Dank für Ihre Anmeldung zu ${t}. Die Veranstaltung fand am ${w} statt; Sie können die Aufzeichnung ` +
    `jetzt ansehen.`,
  replay: 'Öffnen Sie Ihren persönlichen Link, um die Aufzeichnung anzusehen, wann es Ihnen passt.',
  unregister: 'Sie können doch nicht teilnehmen? Hier können Sie sich abmelden:',
  closing: 'Mit freundlichen Grüßen',
};

const fr: Texts = {
  subject: (t, u) => (u ? `Modifiée : votre inscription à ${t}` : `Votre inscription à ${t}`),
  greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
  intro: (t, w, u) =>
    u
      ? `Votre participation à ${t} (${w}) a été modifiée.`
      : `Merci de votre inscription à ${t}, qui commence le ${w}.`,
  link: 'Votre lien personnel (ne le partagez pas, c’est votre accès) :',
  onSite: (a) => `Vous participerez sur place${a ? ` (${a})` : ''}. Gardez cet e-mail à portée de main à l’entrée.`,
  ticket: 'Votre billet pour l’entrée (faites scanner son code QR ; une fois ouvert, il s’affiche aussi hors ligne) :',
  online: 'Vous suivrez l’événement en ligne. Ouvrez votre lien personnel peu avant le début.',
  replayIntro: (t, w) =>
    `Merci de votre inscription à ${t}, qui a eu lieu le ${w}. Vous pouvez regarder le replay dès maintenant.`,
  replay: 'Ouvrez votre lien personnel pour regarder le replay quand vous le souhaitez.',
  unregister: 'Vous ne pouvez finalement pas participer ? Désinscrivez-vous ici :',
  closing: 'Cordialement,',
};

const TEXTS: Record<Locale, Texts> = { en, nlFormal, nlInformal, de, fr };

const CHROME: Record<Locale, MailChrome> = {
  en: {
    lang: 'en',
    button: 'Open my personal page',
    calendarIntro: 'Watch the event via your personal link:',
    ticketAlt: 'QR code of your ticket',
  },
  nlFormal: {
    lang: 'nl',
    button: 'Open uw persoonlijke pagina',
    calendarIntro: 'Bekijk het evenement via uw persoonlijke link:',
    ticketAlt: 'QR-code van uw toegangsbewijs',
  },
  nlInformal: {
    lang: 'nl',
    button: 'Open je persoonlijke pagina',
    calendarIntro: 'Bekijk het evenement via je persoonlijke link:',
    ticketAlt: 'QR-code van je toegangsbewijs',
  },
  de: {
    lang: 'de',
    button: 'Meine persönliche Seite öffnen',
    calendarIntro: 'Sehen Sie die Veranstaltung über Ihren persönlichen Link:',
    ticketAlt: 'QR-Code Ihres Tickets',
  },
  fr: {
    lang: 'fr',
    button: 'Ouvrir ma page personnelle',
    calendarIntro: "Regardez l'événement via votre lien personnel :",
    ticketAlt: 'Code QR de votre billet',
  },
};

const localeOf = (language: string): Locale => (language in TEXTS ? (language as Locale) : 'nlFormal');

export const mailChrome = (language: string): MailChrome => CHROME[localeOf(language)];

/** The greeting, link line and closing, shared with the login-link mail (loginLinkText.ts). */
export const commonWords = (language: string): Pick<Texts, 'greeting' | 'link' | 'closing'> =>
  TEXTS[localeOf(language)];
export { localeOf as mailLocaleOf };

export function confirmationMail(input: ConfirmationInput): { subject: string; text: string } {
  const locale = localeOf(input.language);
  const t = TEXTS[locale];
  const m = MOMENT_TEXTS[locale];
  const moment = input.moment ?? 'before';
  const title = input.eventTitle;
  // A first registration says when the event starts, started or took place; a change says what changed.
  const intro = input.update
    ? t.intro(title, input.when, true)
    : moment === 'live'
      ? m.liveIntro(title, input.when)
      : moment === 'replay'
        ? t.replayIntro(title, input.when)
        : moment === 'after'
          ? m.afterIntro(title, input.when)
          : t.intro(title, input.when, false);
  // The attendance now booked, in the words of the moment: no "shortly before the start" once it has begun.
  const onSiteNow = input.onSite && (moment === 'before' || moment === 'live');
  const attendance = onSiteNow
    ? t.onSite(input.address ?? '')
    : moment === 'live'
      ? m.live
      : moment === 'replay'
        ? t.replay
        : moment === 'after'
          ? m.after
          : t.online;
  const text = [
    t.greeting(input.firstName),
    '',
    intro,
    '',
    t.link,
    input.link,
    '',
    attendance,
    '',
    ...(onSiteNow && input.ticketLink ? [t.ticket, input.ticketLink, ''] : []),
    ...(input.unregisterLink ? [t.unregister, input.unregisterLink, ''] : []),
    t.closing,
    input.organiser,
  ].join('\n');
  return { subject: t.subject(input.eventTitle, input.update), text };
}
