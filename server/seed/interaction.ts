/**
 * Polls and quiz questions of the demo broadcasts (the reference director holds them per
 * broadcast). Upserted at every start like the projects; votes and questions are never touched.
 * Keys are the events' broadcast slugs (server/live/broadcasts.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { livePolls } from '../db/schema.ts';

interface SeedItem {
  id: string;
  kind: 'poll' | 'quiz';
  question: string;
  options: string[];
  right?: number;
  /** Issue 50: showResults and rating of a poll, speed of a quiz question (server/live/interaction.ts). */
  settings?: Record<string, unknown>;
}

/** A rating's options are its numbers (domain/rating.ts); choices are o1, o2, ... */
const opts = (texts: string[], rating = false) => texts.map((text, i) => ({ id: rating ? text : `o${i + 1}`, text }));

export const DEMO_INTERACTION: Record<string, SeedItem[]> = {
  'hybrid-health-summit-2026': [
    {
      id: 'poll-remote-care',
      kind: 'poll',
      question: 'Which remote-care service does your organisation already offer?',
      options: ['Video consultations', 'Home monitoring with wearables', 'Digital triage before a visit', 'None yet'],
    },
    {
      id: 'poll-biggest-hurdle',
      kind: 'poll',
      question: 'What holds remote care back most where you work?',
      options: ['Reimbursement', 'Staff time and training', 'Data exchange between systems', 'Patient trust'],
    },
    {
      id: 'quiz-hospital-at-home',
      kind: 'quiz',
      question: 'In the pilot presented today, how many days sooner did patients go home on average?',
      options: ['Half a day', '1.8 days', '4 days'],
      right: 1,
      // The summit's quiz scores speed too (the organiser's `quizScoring: 'speed'`, one setting per event).
      settings: { speed: true },
    },
    // Issue 50: a poll whose counts wait for the director's reveal, a rating scale, two more quiz questions.
    {
      id: 'poll-reveal-priority',
      kind: 'poll',
      question: 'Which investment would help your patients most next year?',
      options: ['Remote monitoring kits', 'A shared care record', 'Training for home-care nurses'],
      settings: { showResults: 'onReveal' },
    },
    {
      id: 'rating-session',
      kind: 'poll',
      question: 'How useful was this session?',
      options: ['1', '2', '3', '4', '5'],
      settings: { rating: { max: 5, low: 'Not useful', high: 'Very useful' } },
    },
    {
      id: 'quiz-wearables',
      kind: 'quiz',
      question: 'Which reading did the wearables in the pilot send most often?',
      options: ['Heart rate', 'Blood oxygen', 'Body temperature'],
      right: 1,
      settings: { speed: true },
    },
    {
      id: 'quiz-readmissions',
      kind: 'quiz',
      question: 'What happened to readmissions within 30 days in the pilot?',
      options: ['They rose slightly', 'They stayed the same', 'They fell by a quarter'],
      right: 2,
      settings: { speed: true },
    },
  ],
  'campus-noord-open-dag': [
    {
      id: 'poll-studie',
      kind: 'poll',
      question: 'Welke opleiding spreekt je het meest aan?',
      options: ['Techniek', 'Zorg en welzijn', 'Economie en ondernemen', 'Ik weet het nog niet'],
    },
    {
      id: 'quiz-campus',
      kind: 'quiz',
      question: 'Hoeveel studenten studeren er op Campus Noord?',
      options: ['Ongeveer 800', 'Ongeveer 2.500', 'Meer dan 10.000'],
      right: 1,
    },
  ],
  'beng-in-de-praktijk': [
    {
      id: 'poll-beng-ervaring',
      kind: 'poll',
      question: 'Hoeveel BENG-projecten heeft u al uitgevoerd?',
      options: ['Nog geen', '1 tot 5', 'Meer dan 5'],
    },
  ],
  // The replay's items keep the ids the live director's own tests start (tests/server/live.test.ts).
  'cyber-pme-2026': [
    {
      id: 'poll-1',
      kind: 'poll',
      question: 'Quelle menace vous préoccupe le plus ?',
      options: ['Rançongiciels', 'Hameçonnage', 'Fuite de données'],
    },
    {
      id: 'q-7',
      kind: 'quiz',
      question: 'Quelle mesure bloque la majorité des prises de contrôle de comptes ?',
      options: ["L'authentification multifacteur", 'Un antivirus', 'Changer de mot de passe chaque mois'],
      right: 0,
    },
  ],
  'rheinland-mv-2026': [
    {
      id: 'poll-geschaeftsjahr',
      kind: 'poll',
      question: 'Wie bewerten Sie das Geschäftsjahr 2025 der Genossenschaft?',
      options: ['Sehr gut', 'Gut', 'Verbesserungsbedürftig'],
    },
  ],
};

export async function seedInteraction(tx: Db): Promise<void> {
  const rows = Object.entries(DEMO_INTERACTION).flatMap(([broadcast, items]) =>
    items.map((item, position) => ({
      broadcast,
      id: item.id,
      kind: item.kind,
      question: item.question,
      options: opts(item.options, item.settings?.rating !== undefined),
      rightOption: item.right === undefined ? null : `o${item.right + 1}`,
      position,
      settings: item.settings ?? {},
    })),
  );
  await tx
    .insert(livePolls)
    .values(rows)
    .onConflictDoUpdate({
      target: [livePolls.broadcast, livePolls.id],
      set: {
        kind: sql`excluded.kind`,
        question: sql`excluded.question`,
        options: sql`excluded.options`,
        rightOption: sql`excluded.right_option`,
        position: sql`excluded.position`,
        settings: sql`excluded.settings`,
      },
    });
}
