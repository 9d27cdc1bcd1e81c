/**
 * The magic-link login mail (issue 27): the personal link, sent to the registered address when
 * someone asks for it on the login page of a project in `magic-link` mode. In the project's
 * language, like the confirmation; greeting, link line and closing are the confirmation's.
 */
import type { Locale } from '../../src/contract/index.ts';
import { commonWords, mailLocaleOf } from './confirmationText.ts';

interface LoginTexts {
  subject(title: string): string;
  intro(title: string, when: string): string;
  notYou: string;
}

const TEXTS: Record<Locale, LoginTexts> = {
  en: {
    subject: (t) => `Your personal link for ${t}`,
    intro: (t, w) => `You asked for your personal link to ${t} (${w}). Open it to go to your event page.`,
    notYou: 'Did you not ask for it? Then you can ignore this e-mail: the link was sent only to you.',
  },
  nlFormal: {
    subject: (t) => `Uw persoonlijke link voor ${t}`,
    intro: (t, w) => `U vroeg om uw persoonlijke link voor ${t} (${w}). Open deze om naar uw evenementpagina te gaan.`,
    notYou: 'Heeft u hier niet om gevraagd? Dan kunt u deze e-mail negeren: de link is alleen naar u gestuurd.',
  },
  nlInformal: {
    subject: (t) => `Je persoonlijke link voor ${t}`,
    intro: (t, w) => `Je vroeg om je persoonlijke link voor ${t} (${w}). Open hem om naar je evenementpagina te gaan.`,
    notYou: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: de link is alleen naar jou gestuurd.',
  },
  de: {
    subject: (t) => `Ihr persönlicher Link für ${t}`,
    intro: (t, w) =>
      `Sie haben Ihren persönlichen Link für ${t} (${w}) angefordert. Öffnen Sie ihn, um zu Ihrer ` +
      `Veranstaltungsseite zu gelangen.`,
    notYou:
      'Sie haben ihn nicht angefordert? Dann können Sie diese E-Mail ignorieren: Der Link wurde nur an Sie gesendet.',
  },
  fr: {
    subject: (t) => `Votre lien personnel pour ${t}`,
    intro: (t, w) =>
      `Vous avez demandé votre lien personnel pour ${t} (${w}). Ouvrez-le pour accéder à votre page de l’événement.`,
    notYou: 'Vous ne l’avez pas demandé ? Vous pouvez ignorer cet e-mail : le lien n’a été envoyé qu’à vous.',
  },
};

export interface LoginLinkInput {
  language: string;
  firstName: string;
  eventTitle: string;
  when: string;
  link: string;
  organiser: string;
}

export function loginLinkMail(input: LoginLinkInput): { subject: string; text: string } {
  const t = TEXTS[mailLocaleOf(input.language)];
  const words = commonWords(input.language);
  const text = [
    words.greeting(input.firstName),
    '',
    t.intro(input.eventTitle, input.when),
    '',
    words.link,
    input.link,
    '',
    t.notYou,
    '',
    words.closing,
    input.organiser,
  ].join('\n');
  return { subject: t.subject(input.eventTitle), text };
}
