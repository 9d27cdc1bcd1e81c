/** Single-use, short-lived values (authorization codes, access tokens) kept in memory. */
import { randomBytes } from 'node:crypto';

export function createCodeStore<T>(now: () => Date, lifetimeMs: number) {
  const entries = new Map<string, { value: T; expiresAt: number }>();

  function prune(at: number) {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  }

  return {
    issue(value: T): string {
      const at = now().getTime();
      if (entries.size > 1000) prune(at);
      const key = randomBytes(32).toString('base64url');
      entries.set(key, { value, expiresAt: at + lifetimeMs });
      return key;
    },
    /** Removes the code whatever happens next: one attempt per code, right or wrong. */
    take(key: string): T | undefined {
      const entry = entries.get(key);
      entries.delete(key);
      return entry && entry.expiresAt > now().getTime() ? entry.value : undefined;
    },
    /** Reads without consuming (access tokens may be used until they expire). */
    peek(key: string): T | undefined {
      const entry = entries.get(key);
      return entry && entry.expiresAt > now().getTime() ? entry.value : undefined;
    },
  };
}
