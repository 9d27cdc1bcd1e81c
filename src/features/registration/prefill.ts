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

export function clearLinkedinPrefill() {
  sessionStore.remove(SESSION.linkedinPrefill);
}

export function peekLoginFailed(): boolean {
  return sessionStore.get(SESSION.loginFailed) !== null;
}

export function clearLoginFailed() {
  sessionStore.remove(SESSION.loginFailed);
}
