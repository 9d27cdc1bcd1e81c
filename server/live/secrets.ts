/**
 * The organiser's control token and the meeting secret: from the environment, else made once and
 * kept in the data folder (so a restart, the CLI and a second process on the same folder agree).
 * With no data folder (tests, in memory) a fresh one lives in memory only.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONTROL_TOKEN_FILE = 'live-control-token';
export const JITSI_SECRET_FILE = 'jitsi-app-secret';

/** Reads or creates `<dataDir>/<file>`; `announce` is told when a new one was made. */
export function secretFromFolder(dataDir: string, file: string, announce?: (value: string, path: string) => void): string {
  if (!dataDir) return randomBytes(24).toString('base64url');
  const path = join(dataDir, file);
  if (existsSync(path)) {
    const value = readFileSync(path, 'utf8').trim();
    if (value) return value;
  }
  const value = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  announce?.(value, path);
  return value;
}

/** `Authorization: Bearer <token>` compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
