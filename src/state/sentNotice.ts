/**
 * "Your saved question was sent." for the header (project/OutboxSent, issue 45): how many
 * questions kept offline were just sent where the visitor could not see it said (a tab in the
 * background, a page that was closed). A new `id` tells it again, even with the same count.
 */
import { appStore, atom, useAtomValue } from './jotai';

export interface SentNotice {
  id: number;
  questions: number;
}
export const sentNoticeAtom = atom<SentNotice | null>(null);
export const useSentNotice = () => useAtomValue(sentNoticeAtom, { store: appStore });

export function tellSentQuestions(questions: number): void {
  if (questions > 0) appStore.set(sentNoticeAtom, { id: Date.now() + Math.random(), questions });
}

export const clearSentNotice = () => appStore.set(sentNoticeAtom, null);
