/**
 * What the sign-in flows keep in this tab's session storage between leaving for the provider
 * and coming back. Every value is read once: taking it removes it, so a replayed callback finds
 * nothing to match.
 */
import { parseLinkedinState, serializeLinkedinState, type SavedLinkedinState } from '../../domain/oauthState';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';

export interface LinkedinPrefill {
  email: string;
  firstName: string;
  lastName: string;
}

export const signinStorage = {
  saveLinkedinState(saved: SavedLinkedinState) {
    sessionStore.set(SESSION.linkedinState, serializeLinkedinState(saved));
    // A new sign-in replaces whatever an earlier one left for the form.
    sessionStore.remove(SESSION.linkedinPrefill);
  },
  takeLinkedinState(): Partial<SavedLinkedinState> | null {
    const saved = parseLinkedinState(sessionStore.get(SESSION.linkedinState));
    sessionStore.remove(SESSION.linkedinState);
    return saved;
  },
  /** The registration form reads this JSON ({ email, firstName, lastName }) when `?linkedin` is set. */
  saveLinkedinPrefill(prefill: LinkedinPrefill) {
    sessionStore.set(SESSION.linkedinPrefill, JSON.stringify(prefill));
  },
  clearLinkedinPrefill() {
    sessionStore.remove(SESSION.linkedinPrefill);
  },

  savePublisherSecrets(state: string, verifier: string) {
    sessionStore.set(SESSION.publisherState, state);
    sessionStore.set(SESSION.publisherVerifier, verifier);
  },
  takePublisherSecrets(): { state: string | null; verifier: string | null } {
    const state = sessionStore.get(SESSION.publisherState);
    const verifier = sessionStore.get(SESSION.publisherVerifier);
    sessionStore.remove(SESSION.publisherState);
    sessionStore.remove(SESSION.publisherVerifier);
    return { state, verifier };
  },
  markLoginFailed() {
    sessionStore.set(SESSION.loginFailed, 'true');
  },
};
