/**
 * Page passwords at rest: `scrypt$<salt>$<hash>` (base64url), set through the organiser API. The
 * demo seed stores its password as given; a stored value without the prefix is compared as is.
 * Both comparisons take constant time.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const PREFIX = 'scrypt$';
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH);
  return `${PREFIX}${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Case-sensitive; false for a malformed stored hash. */
export async function passwordMatches(given: string, stored: string): Promise<boolean> {
  if (!stored.startsWith(PREFIX)) return timingSafeEqual(digest(given), digest(stored));
  const [salt, hash] = stored.slice(PREFIX.length).split('$');
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (!salt || expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(await derive(given, Buffer.from(salt, 'base64url'), KEY_LENGTH), expected);
}
