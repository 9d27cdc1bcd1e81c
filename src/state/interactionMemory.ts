/**
 * What this browser did in the live widgets (issue 29): the polls it voted on and its quiz
 * outcomes (with the right answer), per broadcast. The tab badges clear once an item is answered,
 * and the quiz shows its verdict and the right answer again after a reload. Kept in localStorage
 * (small, read at once on the first render); the newest 100 items stay.
 */
import { proxy, useSnapshot } from 'valtio';
import type { QuizOutcome } from '../contract';
import { localStore } from './browserStorage';
import { LOCAL } from './storageKeys';

const KEEP = 100;

interface Memory {
  /** `broadcast item` keys of the polls voted on and quiz questions answered. */
  answered: string[];
  /** `broadcast question` -> this browser's outcome. */
  quiz: Record<string, QuizOutcome>;
}

const keyOf = (broadcast: string, itemId: string) => `${broadcast} ${itemId}`;

function read(): Memory {
  try {
    const parsed = JSON.parse(localStore.get(LOCAL.interaction) ?? '{}') as Partial<Memory>;
    return { answered: Array.isArray(parsed.answered) ? parsed.answered : [], quiz: parsed.quiz && typeof parsed.quiz === 'object' ? parsed.quiz : {} };
  } catch {
    return { answered: [], quiz: {} };
  }
}

const memory = proxy<Memory>(typeof window === 'undefined' ? { answered: [], quiz: {} } : read());

function save() {
  const answered = memory.answered.slice(-KEEP);
  const quiz = Object.fromEntries(Object.entries(memory.quiz).filter(([key]) => answered.includes(key)));
  localStore.set(LOCAL.interaction, JSON.stringify({ answered, quiz }));
}

export function rememberAnswered(broadcast: string, itemId: string) {
  const key = keyOf(broadcast, itemId);
  if (memory.answered.includes(key)) return;
  memory.answered.push(key);
  save();
}

export function rememberQuizOutcome(broadcast: string, outcome: QuizOutcome) {
  const key = keyOf(broadcast, outcome.questionId);
  memory.quiz[key] = outcome;
  if (!memory.answered.includes(key)) memory.answered.push(key);
  save();
}

/** Whether this browser answered an item of the broadcast, and its quiz outcomes. */
export function useInteractionMemory(broadcast: string) {
  const snapshot = useSnapshot(memory);
  return {
    answered: (itemId: string) => snapshot.answered.includes(keyOf(broadcast, itemId)),
    quizOutcome: (questionId: string): QuizOutcome | undefined => snapshot.quiz[keyOf(broadcast, questionId)] as QuizOutcome | undefined,
  };
}
