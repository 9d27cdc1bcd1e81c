/**
 * The data folder holds the database and the server's secrets (organiser and live-control tokens,
 * meeting and e-learning secrets): nobody but the server's own user may read or change it. A
 * process-wide umask makes everything created from then on 0700 (folders) or 0600 (files), PGlite's
 * own files included; an existing folder (an install from before) is tightened once at start.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Group and others get nothing. */
export const PRIVATE_UMASK = 0o077;
const GROUP_AND_OTHERS = 0o077;

/** Takes group and other bits off `path` and, for a folder, everything in it (symbolic links are left alone). */
function tighten(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.mode & GROUP_AND_OTHERS) chmodSync(path, stat.mode & 0o7777 & ~GROUP_AND_OTHERS);
  if (stat.isDirectory()) for (const name of readdirSync(path)) tighten(join(path, name));
}

/** Call before anything is created: sets the umask, makes the folder (0700) and tightens what it holds. */
export function protectDataFolder(dataDir: string): void {
  process.umask(PRIVATE_UMASK);
  if (!dataDir) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir);
}
