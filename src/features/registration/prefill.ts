/**
 * Session-stored hand-overs to the registration form: the professional-network prefill and
 * the failed-login marker. Read during render (peek), removed after mount (clear), so a
 * double render in development does not lose them.
 */
import * as v from 'valibot';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';

const PrefillSchema = v.object({
  email: v.optional(v.string(), ''),
  firstName: v.optional(v.string(), ''),
  lastName: v.optional(v.string(), ''),
});
export type Prefill = v.InferOutput<typeof PrefillSchema>;

/** SESSION.linkedinPrefill as {email, firstName, lastName}, or null. */
export function peekLinkedinPrefill(): Prefill | null {
  const raw = sessionStore.get(SESSION.linkedinPrefill);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(PrefillSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Hands a known visitor's name and e-mail to the registration form (register again after
 * unregistering, issue 30): the same hand-over as the professional-network prefill.
 */
export function storePrefill(prefill: Prefill) {
  sessionStore.set(SESSION.linkedinPrefill, JSON.stringify(prefill));
}

export function clearLinkedinPrefill() {
  sessionStore.remove(SESSION.linkedinPrefill);
}

export function peekLoginFailed(): boolean {
  return sessionStore.get(SESSION.loginFailed) !== null;
}

export function clearLoginFailed() {
  sessionStore.remove(SESSION.loginFailed);
}
