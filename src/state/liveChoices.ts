/**
 * This browser's own poll votes and quiz answers, per broadcast and voter (issue 32): known from
 * its own writes, kept in localStorage for reloads, so no page asks the server what it chose.
 * One key; the newest MAX_KEPT broadcast-voter pairs are kept.
 */
import * as v from 'valibot';
import { QuizOutcomeSchema, type QuizOutcome } from '../contract';
import { localStore } from './browserStorage';
import { LOCAL } from './storageKeys';

export interface OwnChoices {
  /** `{ [pollId]: optionId }`. */
  votes: Record<string, string>;
  /** `{ [questionId]: outcome }`. */
  answers: Record<string, QuizOutcome>;
}

const MAX_KEPT = 20;
const ChoicesSchema = v.object({ votes: v.record(v.string(), v.string()), answers: v.record(v.string(), QuizOutcomeSchema) });
const KeptSchema = v.record(v.string(), ChoicesSchema);

const keyOf = (broadcast: string, voterId: string) => `${broadcast} ${voterId}`;

function readAll(): Record<string, OwnChoices> {
  try {
    const parsed = v.safeParse(KeptSchema, JSON.parse(localStore.get(LOCAL.liveChoices) ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

export function loadChoices(broadcast: string, voterId: string): OwnChoices {
  return readAll()[keyOf(broadcast, voterId)] ?? { votes: {}, answers: {} };
}

/** Stores the pair's choices as the newest entry. */
export function saveChoices(broadcast: string, voterId: string, choices: OwnChoices): void {
  const all = readAll();
  const key = keyOf(broadcast, voterId);
  delete all[key];
  const kept = Object.entries(all).slice(-(MAX_KEPT - 1));
  localStore.set(LOCAL.liveChoices, JSON.stringify(Object.fromEntries([...kept, [key, choices]])));
}
