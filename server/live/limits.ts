/**
 * How many live streams a process takes. Each is one socket, so beyond the open-files limit new
 * connections fail at accept() (and so do the database's and the static files'): unless
 * LIVE_MAX_CONNECTIONS says otherwise, stay FD_RESERVE below the limit, and at most DEFAULT.
 * Past the limit a stream gets 503 + Retry-After (routes.ts), a clear answer instead of failures.
 */
import { readFileSync } from 'node:fs';

export const DEFAULT_MAX_STREAMS = 20_000;
export const FD_RESERVE = 512;

/** The soft open-files limit of this process (Linux), undefined elsewhere or when unlimited. */
export function openFilesLimit(limits = '/proc/self/limits'): number | undefined {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(readFileSync(limits, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

export function streamLimit(configured: number | undefined, fdLimit: number | undefined): number {
  if (configured !== undefined) return configured;
  if (fdLimit === undefined) return DEFAULT_MAX_STREAMS;
  return Math.max(100, Math.min(DEFAULT_MAX_STREAMS, fdLimit - FD_RESERVE));
}
