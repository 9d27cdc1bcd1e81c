/**
 * What this browser did in the live widgets, per broadcast (issues 29 and 32): its poll votes (the
 * option), and its quiz outcomes (with the right answer). Known from its own writes, so no page
 * asks the server what it chose (an item starting or a reconnect reads nothing); the tab badges
 * clear once an item is answered, or seen (its tab was open and the visitor went on to another: the
 * badge shows while the item is active and new, spec 2 section 4); the quiz shows its verdict and
 * the right answer again after a reload. Kept in localStorage (small, read at once on the first
 * render); the newest KEEP items stay. One store for all of it: the badges, the panels and
 * useOverview read it.
 */
import { useEffect, useRef } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { QuizOutcome } from '../contract';
import { localStore } from './browserStorage';
import { LOCAL } from './storageKeys';

const KEEP = 100;

interface Memory {
  /** `broadcast item` keys of the polls voted on and quiz questions answered, oldest first. */
  answered: string[];
  /** `broadcast item` keys of the polls and quiz questions whose tab the visitor saw and left, oldest first. */
  seen: string[];
  /** `broadcast poll` -> the option this browser voted for. */
  votes: Record<string, string>;
  /** `broadcast question` -> this browser's outcome. */
  quiz: Record<string, QuizOutcome>;
}

/** This browser's own choices in one broadcast, by item id (the shape of the interaction overview). */
export interface OwnChoices {
  votes: Record<string, string>;
  answers: Record<string, QuizOutcome>;
}

const keyOf = (broadcast: string, itemId: string) => `${broadcast} ${itemId}`;
const keys = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
const isRecord = (value: unknown): value is Record<string, never> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function read(): Memory {
  try {
    const parsed = JSON.parse(localStore.get(LOCAL.interaction) ?? '{}') as Partial<Memory>;
    return {
      answered: keys(parsed.answered),
      seen: keys(parsed.seen),
      votes: isRecord(parsed.votes) ? parsed.votes : {},
      quiz: isRecord(parsed.quiz) ? parsed.quiz : {},
    };
  } catch {
    return { answered: [], seen: [], votes: {}, quiz: {} };
  }
}

const memory = proxy<Memory>(typeof window === 'undefined' ? { answered: [], seen: [], votes: {}, quiz: {} } : read());

function save() {
  const answered = memory.answered.slice(-KEEP);
  const kept = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => answered.includes(key)));
  localStore.set(
    LOCAL.interaction,
    JSON.stringify({ answered, seen: memory.seen.slice(-KEEP), votes: kept(memory.votes), quiz: kept(memory.quiz) }),
  );
}

function markAnswered(key: string) {
  const at = memory.answered.indexOf(key);
  if (at >= 0) memory.answered.splice(at, 1);
  memory.answered.push(key);
}

export function rememberAnswered(broadcast: string, itemId: string) {
  const key = keyOf(broadcast, itemId);
  if (memory.answered.includes(key)) return;
  memory.answered.push(key);
  save();
}

export function rememberSeen(broadcast: string, itemId: string) {
  const key = keyOf(broadcast, itemId);
  if (memory.seen.includes(key)) return;
  memory.seen.push(key);
  save();
}

/**
 * Marks the active poll or quiz question seen once the visitor leaves its open tab (`active`:
 * the tab shown now). A newly active poll opens its tab with the badge on; going elsewhere
 * after that clears it.
 */
export function useSeenWhenLeft(
  broadcast: string,
  active: string,
  items: { poll?: string | null; quiz?: string | null },
) {
  const { poll, quiz } = items; // a new object each render: its ids are what count
  const shown = useRef({ active, poll, quiz });
  useEffect(() => {
    const before = shown.current;
    if (before.active !== active && (before.active === 'poll' || before.active === 'quiz')) {
      const item = before[before.active];
      if (item) rememberSeen(broadcast, item);
    }
    shown.current = { active, poll, quiz };
  }, [broadcast, active, poll, quiz]);
}

export function rememberVote(broadcast: string, pollId: string, optionId: string) {
  const key = keyOf(broadcast, pollId);
  memory.votes[key] = optionId;
  markAnswered(key);
  save();
}

export function rememberQuizOutcome(broadcast: string, outcome: QuizOutcome) {
  const key = keyOf(broadcast, outcome.questionId);
  memory.quiz[key] = outcome;
  markAnswered(key);
  save();
}

function choicesIn(snapshot: Readonly<Memory>, broadcast: string): OwnChoices {
  const prefix = `${broadcast} `;
  const byItem = <T>(record: Readonly<Record<string, T>>) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]) => [key.slice(prefix.length), value]),
    );
  return { votes: byItem(snapshot.votes), answers: byItem(snapshot.quiz as Record<string, QuizOutcome>) };
}

/** Whether this browser answered an item of the broadcast, its quiz outcomes and its own choices. */
export function useInteractionMemory(broadcast: string) {
  const snapshot = useSnapshot(memory);
  return {
    answered: (itemId: string) => snapshot.answered.includes(keyOf(broadcast, itemId)),
    /** Answered, or seen and left: no badge. */
    settled: (itemId: string) =>
      snapshot.answered.includes(keyOf(broadcast, itemId)) || snapshot.seen.includes(keyOf(broadcast, itemId)),
    quizOutcome: (questionId: string): QuizOutcome | undefined =>
      snapshot.quiz[keyOf(broadcast, questionId)] as QuizOutcome | undefined,
    choices: (): OwnChoices => choicesIn(snapshot as Readonly<Memory>, broadcast),
  };
}
