/**
 * The only module that imports jotai. It owns the store, so code outside React (online/offline
 * listeners, service-worker messages) can write atoms with `appStore.set`.
 */
import { createStore } from 'jotai';

export type Store = ReturnType<typeof createStore>;

export { createStore };
export { atom, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

export const appStore = createStore();
