/**
 * Who votes in polls and quiz, asks and upvotes: the visitor's own registration id, else (open
 * registration, preview) a voter id the server issued to this browser and it keeps (issue 43: an
 * id the browser invents would let one client count as a crowd). Undefined until it is issued;
 * the panels wait for it before they send.
 */
import { useEffect, useState } from 'react';
import { interactionApi } from '../../api/interaction';
import { ISSUED_VOTER_ID } from '../../contract/interaction';
import { isValidRegistrationId, OPEN_REGISTRATION_ID } from '../../domain/ids';
import { useShell } from '../../project/shellContext';
import { localStore } from '../../state/browserStorage';
import { LOCAL } from '../../state/storageKeys';

const keptVoterId = () => {
  const kept = localStore.get(LOCAL.voterId);
  return kept && ISSUED_VOTER_ID.test(kept) ? kept : undefined;
};

/** One request for the whole page, however many panels ask at once. */
let issuing: Promise<string> | undefined;
function issuedVoterId(): Promise<string> {
  issuing ??= interactionApi
    .issueVoterId()
    .then(({ voterId }) => {
      localStore.set(LOCAL.voterId, voterId);
      return voterId;
    })
    .finally(() => {
      issuing = undefined;
    });
  return issuing;
}

export function useVoterId(): string | undefined {
  const { registrationId } = useShell();
  const own =
    isValidRegistrationId(registrationId) && registrationId !== OPEN_REGISTRATION_ID ? registrationId : undefined;
  const [browser, setBrowser] = useState(keptVoterId);
  useEffect(() => {
    if (own || browser) return;
    let current = true;
    issuedVoterId().then(
      (id) => {
        if (current) setBrowser(id);
      },
      (error: unknown) => console.warn('No voter id', error),
    );
    return () => {
      current = false;
    };
  }, [own, browser]);
  return own ?? browser;
}
