/**
 * The server's VAPID key pair (RFC 8292), which push services check our messages against: from
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else made once into `DATA_DIR/vapid-keys.json` (0600, like
 * the other secrets, http/secrets.ts) so every restart and every process on the folder keeps the
 * browsers' subscriptions valid. Several processes on PostgreSQL: set the variables (one pair for all).
 * Without a data folder (tests) a pair lives in memory for the process.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import { organizerOf } from '../mail/invite.ts';

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const FILE = 'vapid-keys.json';
const made = new Map<string, { publicKey: string; privateKey: string }>();

function keysFromFolder(dataDir: string): { publicKey: string; privateKey: string } {
  const known = made.get(dataDir);
  if (known) return known;
  const path = dataDir ? join(dataDir, FILE) : '';
  let keys: { publicKey: string; privateKey: string } | undefined;
  if (path && existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (stored.publicKey && stored.privateKey) keys = { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  if (!keys) {
    keys = webpush.generateVAPIDKeys();
    if (path) {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      writeFileSync(path, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
    }
  }
  made.set(dataDir, keys);
  return keys;
}

export function vapidDetails(config: Config): VapidDetails {
  const { publicKey, privateKey } =
    config.push.publicKey && config.push.privateKey
      ? { publicKey: config.push.publicKey, privateKey: config.push.privateKey }
      : keysFromFolder(config.dataDir);
  // The push service may write to this address about our traffic: PUBLIC_URL's https, else the mail sender.
  const subject =
    config.push.subject ??
    (config.publicUrl?.startsWith('https:') ? config.publicUrl : `mailto:${organizerOf(config.mailFrom).email}`);
  return { publicKey, privateKey, subject };
}
