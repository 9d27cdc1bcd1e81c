/**
 * The data folder holds the database and the server's secrets (organiser and live-control tokens,
 * meeting and e-learning secrets): nobody but the server's own user may read or change it. A
 * process-wide umask makes what the server creates 0700 (folders) or 0600 (files); an existing
 * folder (an install from before) is tightened at start. PGlite's WebAssembly file system sets the
 * modes of the files it unpacks itself (0666, past the umask), so the folder is tightened once more
 * when the database is open; the files PostgreSQL makes later follow the folder's 0700 (owner only).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Group and others get nothing. */
export const PRIVATE_UMASK = 0o077;
const GROUP_AND_OTHERS = 0o077;

/** Takes group and other bits off `path` and, for a folder, everything in it (symbolic links are left alone). */
export function tighten(path: string): void {
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
