/** Safe session/local storage access: private modes and blocked storage must not crash the app. */
import type { LOCAL, SESSION } from './storageKeys';

type SessionKey = (typeof SESSION)[keyof typeof SESSION];
type LocalKey = (typeof LOCAL)[keyof typeof LOCAL];

function area(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export const sessionStore = {
  get: (key: SessionKey): string | null => area('session')?.getItem(key) ?? null,
  set: (key: SessionKey, value: string) => {
    try {
      area('session')?.setItem(key, value);
    } catch {
      /* quota or blocked */
    }
  },
  remove: (key: SessionKey) => area('session')?.removeItem(key),
};

export const localStore = {
  get: (key: LocalKey): string | null => area('local')?.getItem(key) ?? null,
  set: (key: LocalKey, value: string) => {
    try {
      area('local')?.setItem(key, value);
    } catch {
      /* quota or blocked */
    }
  },
};
