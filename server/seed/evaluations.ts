/**
 * The demo projects' evaluations (issue 11): every project has one, in its language, and between
 * them they use every question type; hybrid-summit's has a required star rating and a required
 * scale, and an on-site variant for visitors at the venue.
 */
import type { Evaluation, EvaluationField } from '../../src/contract/index.ts';

const q = (f: EvaluationField): EvaluationField => f;

export const EVALUATIONS = {
  hybridSummit: {
    _id: 'eval-hybrid-summit',
    fields: [
      q({ id: 'overall', type: 'star-rating', question: 'How would you rate the summit overall?', required: true }),
      q({
        id: 'recommend',
        type: 'scale',
        question: 'How likely are you to recommend the summit to a colleague?',
        required: true,
      }),
      q({
        id: 'heard-from',
        type: 'dropdown',
        question: 'How did you hear about the summit?',
        required: true,
        options: [
          { id: 'newsletter', text: 'Newsletter' },
          { id: 'colleague', text: 'A colleague' },
          { id: 'social', text: 'Social media' },
          { id: 'other', text: 'Other, namely…', openAnswer: true },
        ],
      }),
      q({
        id: 'sessions',
        type: 'checkbox',
        question: 'Which topics would you like more of next year?',
        required: false,
        options: [
          { id: 'remote-care', text: 'Remote care' },
          { id: 'ai-triage', text: 'AI triage' },
          { id: 'data-sharing', text: 'Data sharing between hospitals' },
        ],
      }),
      q({ id: 'remarks', type: 'text', question: 'Anything else you would like to tell us?', required: false }),
    ],
  },
  hybridSummitOnSite: {
    _id: 'eval-hybrid-summit-onsite',
    fields: [
      q({ id: 'overall', type: 'star-rating', question: 'How would you rate the summit overall?', required: true }),
      q({ id: 'venue', type: 'scale', question: 'How happy were you with the venue and catering?', required: true }),
      q({
        id: 'wifi',
        type: 'checkbox',
        question: 'Did the venue Wi-Fi work for you all day?',
        required: false,
      }),
      q({ id: 'remarks', type: 'text', question: 'What should we improve on site?', required: false }),
    ],
  },
  webinar: {
    _id: 'eval-webinar',
    fields: [
      q({ id: 'waardering', type: 'star-rating', question: 'Hoe waardeert u dit webinar?', required: true }),
      q({
        id: 'niveau',
        type: 'dropdown',
        question: 'Hoe vond u het niveau van de inhoud?',
        required: false,
        options: [
          { id: 'te-basaal', text: 'Te basaal' },
          { id: 'goed', text: 'Precies goed' },
          { id: 'te-diep', text: 'Te diepgaand' },
        ],
      }),
      q({ id: 'opmerkingen', type: 'text', question: 'Welke vraag is voor u nog open gebleven?', required: false }),
    ],
  },
  multiSession: {
    _id: 'eval-multi-session',
    fields: [
      q({ id: 'overall', type: 'scale', question: 'How valuable was the day for you?', required: true }),
      q({
        id: 'best-part',
        type: 'checkbox',
        question: 'Which parts did you enjoy?',
        required: true,
        options: [
          { id: 'opening', text: 'The opening' },
          { id: 'round1', text: 'The breakout round' },
          { id: 'closing', text: 'The closing' },
        ],
      }),
      q({ id: 'remarks', type: 'text', question: 'Your remarks', required: false }),
    ],
  },
  onDemand: {
    _id: 'eval-on-demand',
    fields: [
      q({ id: 'note', type: 'star-rating', question: 'Quelle note donnez-vous à ce replay ?', required: true }),
      q({ id: 'utile', type: 'scale', question: 'Ce webinaire vous sera-t-il utile au quotidien ?', required: false }),
      q({
        id: 'geste',
        type: 'dropdown',
        question: 'Quel geste allez-vous appliquer en premier ?',
        required: true,
        options: [
          { id: 'sauvegardes', text: 'Les sauvegardes' },
          { id: 'mots-de-passe', text: 'Les mots de passe' },
          { id: 'autre', text: 'Autre, à préciser', openAnswer: true },
        ],
      }),
      q({ id: 'commentaire', type: 'text', question: 'Un commentaire pour l’intervenant ?', required: false }),
    ],
  },
  secureLive: {
    _id: 'eval-secure-live',
    fields: [
      q({ id: 'bewertung', type: 'star-rating', question: 'Wie bewerten Sie die Veranstaltung?', required: true }),
      q({ id: 'anmerkungen', type: 'text', question: 'Was können wir verbessern?', required: false }),
    ],
  },
  openHybrid: {
    _id: 'eval-open-hybrid',
    fields: [
      q({ id: 'cijfer', type: 'scale', question: 'Welk cijfer geef je deze middag?', required: true }),
      q({
        id: 'terugkomen',
        type: 'checkbox',
        question: 'Kom je volgend jaar weer?',
        required: false,
        options: [
          { id: 'ja-zaal', text: 'Ja, in de zaal' },
          { id: 'ja-online', text: 'Ja, online' },
        ],
      }),
    ],
  },
  dynamic: {
    _id: 'eval-dynamic',
    fields: [
      q({ id: 'overall', type: 'star-rating', question: 'How did you like the Atlas 3 launch?', required: true }),
      q({
        id: 'interest',
        type: 'dropdown',
        question: 'Which part of Atlas 3 interests you most?',
        required: false,
        options: [
          { id: 'energy', text: 'Live energy view' },
          { id: 'automations', text: 'Automations' },
          { id: 'integrations', text: 'Open integrations' },
        ],
      }),
    ],
  },
} satisfies Record<string, Evaluation>;
