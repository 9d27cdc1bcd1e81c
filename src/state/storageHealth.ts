/**
 * When the device's storage is full: writes to IndexedDB (offline copies, the outbox) fail with a
 * QuotaExceededError. The stores catch it and raise `storageFullAtom`, so the app says so once,
 * clearly, instead of crashing or silently losing what the visitor did.
 */
import { appStore, atom, useAtomValue } from './jotai';

export const storageFullAtom = atom(false);
export const useStorageFull = () => useAtomValue(storageFullAtom, { store: appStore });

/** A quota error as browsers report it (DOMException name, or the old Firefox code). */
export function isQuotaExceeded(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014)
    return true;
  // IndexedDB reports a full disk on the transaction as an AbortError whose inner error says so.
  const inner = (error as { inner?: unknown; cause?: unknown }).cause;
  return inner !== undefined && inner !== error && isQuotaExceeded(inner);
}

/** Called by a store whose write failed; true when it was the quota (now flagged). */
export function reportStorageError(error: unknown): boolean {
  if (!isQuotaExceeded(error)) return false;
  appStore.set(storageFullAtom, true);
  return true;
}

/** Space was freed (an item was sent, a write worked again): the message may go. */
export function storageRecovered(): void {
  if (appStore.get(storageFullAtom)) appStore.set(storageFullAtom, false);
}
