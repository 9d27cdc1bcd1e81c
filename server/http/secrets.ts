/**
 * Secrets the server makes for itself (the organiser's tokens, the meeting secret): from the
 * environment, else made once and kept in the data folder, so a restart, the CLI and a second
 * process on the same folder agree. With no data folder (tests, in memory) a fresh one lives in
 * memory only. And the one check of `Authorization: Bearer <token>`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads or creates `<dataDir>/<file>`; `announce` is told when a new one was made. */
export function secretFromFolder(
  dataDir: string,
  file: string,
  announce?: (value: string, path: string) => void,
): string {
  if (!dataDir) return randomBytes(24).toString('base64url');
  const path = join(dataDir, file);
  if (existsSync(path)) {
    const value = readFileSync(path, 'utf8').trim();
    if (value) return value;
  }
  const value = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  announce?.(value, path);
  return value;
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** `Authorization: Bearer <token>`, compared in constant time over digests (no length leak). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
