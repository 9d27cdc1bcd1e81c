/** Registration-id and ref checks (spec 1 sections 3 and 5). */
import { SAFE_ID_CHARS } from '../contract/registration';

export const REGISTRATION_ID_LENGTH = 24;
/** The fixed placeholder id of open-registration events (DECISIONS.md). */
export const OPEN_REGISTRATION_ID = 'openRegistrationId000000';

/** A registration id is 24 characters of letters, digits, underscore and hyphen. */
export function isValidRegistrationId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.length === REGISTRATION_ID_LENGTH && SAFE_ID_CHARS.test(id);
}

/** The ref query parameter is sent only when it consists of letters, digits, `_` and `-`. */
export function acceptableRef(ref: string | null | undefined): string | undefined {
  return ref && SAFE_ID_CHARS.test(ref) ? ref : undefined;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A new random id from the registration-id alphabet; `random` fills a byte array (crypto in both runtimes). */
export function randomId(
  length: number,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>,
  alphabet = ID_ALPHABET,
): string {
  const bytes = random(new Uint8Array(new ArrayBuffer(length)));
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}
