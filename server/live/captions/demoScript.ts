/**
 * What the demo's captioner says (demoFeed.ts, seed/captions.ts): hybrid-summit's opening in
 * English with its Dutch translation, and the on-demand webinar's replay in French and English.
 * Written as a real talk would be captioned: short lines a reader takes in at a glance.
 */

/** hybrid-summit, one line every LINE_MS of the broadcast clock, round and round: [English, Dutch]. */
export const SUMMIT_LINES: [string, string][] = [
  ['Good afternoon, and welcome to the Hybrid Health Summit.', 'Goedemiddag en welkom op de Hybrid Health Summit.'],
  ['Whether you are here in Utrecht or watching from home,', 'Of u nu hier in Utrecht bent of thuis meekijkt,'],
  ['you are part of the same conversation today.', 'u doet vandaag mee aan hetzelfde gesprek.'],
  ['Our theme is care that follows the patient home.', 'Ons thema is zorg die de patiënt naar huis volgt.'],
  ['Three years ago, remote monitoring was a pilot.', 'Drie jaar geleden was zorg op afstand een proef.'],
  ['Today it supports more than forty thousand people.', 'Vandaag ondersteunt het meer dan veertigduizend mensen.'],
  ['But technology alone does not make care better.', 'Maar techniek alleen maakt de zorg niet beter.'],
  ['It is the team around the patient that does.', 'Dat doet het team rond de patiënt.'],
  [
    'So this afternoon we hear from nurses, doctors and patients.',
    'Vanmiddag horen we daarom verpleegkundigen, artsen en patiënten.',
  ],
  ['Send us your questions at any time in the Questions tab.', 'Stel uw vragen op elk moment in het tabblad Vragen.'],
  ['The moderator collects them for the panel at the end.', 'De moderator verzamelt ze voor het panel aan het eind.'],
  ['And now, let us start with our first speaker.', 'En nu beginnen we met onze eerste spreker.'],
];

/** The on-demand webinar's replay (its 40-second recording): [seconds, French, English]. */
export const REPLAY_LINES: [number, string, string][] = [
  [
    1,
    'Bonjour et bienvenue à ce webinaire sur la cybersécurité des PME.',
    'Hello and welcome to this webinar on cyber security for small businesses.',
  ],
  [
    6,
    'En quarante secondes, voici les cinq gestes qui protègent votre entreprise.',
    'In forty seconds, here are the five habits that protect your business.',
  ],
  [
    12,
    'Premier geste : un gestionnaire de mots de passe pour toute l’équipe.',
    'First: a password manager for the whole team.',
  ],
  [
    18,
    'Deuxième geste : la double authentification sur la messagerie.',
    'Second: two-factor authentication on e-mail.',
  ],
  [
    24,
    'Troisième geste : des sauvegardes hors ligne, testées chaque mois.',
    'Third: offline backups, tested every month.',
  ],
  [30, 'Quatrième geste : les mises à jour installées sans attendre.', 'Fourth: updates installed without delay.'],
  [35, 'Cinquième geste : former chacun à reconnaître le hameçonnage.', 'Fifth: teach everyone to recognise phishing.'],
];
