/**
 * Which shown data came from a kept copy, and how old it is: keyed like the query cache
 * (`project:<eventId>`, `registration:<projectId>:<id>`), the time the copy was stored, or absent
 * when the last load came fresh from the server. The header says "last updated ..." from this.
 */
import { appStore, atom, useAtomValue } from './jotai';

export const storedAtByKeyAtom = atom<Readonly<Record<string, number>>>({});

export function recordFreshness(key: string, storedAt: number | undefined): void {
  const current = appStore.get(storedAtByKeyAtom);
  if (current[key] === storedAt) return;
  const next = { ...current };
  if (storedAt === undefined) delete next[key];
  else next[key] = storedAt;
  appStore.set(storedAtByKeyAtom, next);
}

/** The oldest stored time among `keys`, or undefined when every one of them is fresh. */
export function useOldestStoredAt(keys: readonly (string | null)[]): number | undefined {
  const byKey = useAtomValue(storedAtByKeyAtom, { store: appStore });
  const times = keys.flatMap((key) => (key && byKey[key] !== undefined ? [byKey[key]] : []));
  return times.length ? Math.min(...times) : undefined;
}
