/**
 * Who votes in polls and quiz: the visitor's own registration id, else (open registration,
 * preview) a random id this browser keeps, so two visitors never count as one (domain/poll.ts).
 */
import { useMemo } from 'react';
import { randomId } from '../../domain/ids';
import { voterIdOf } from '../../domain/poll';
import { useShell } from '../../project/shellContext';
import { localStore } from '../../state/browserStorage';
import { LOCAL } from '../../state/storageKeys';

const VOTER_ID_LENGTH = 24;

function browserVoterId(): string {
  const kept = localStore.get(LOCAL.voterId);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const id = randomId(VOTER_ID_LENGTH, (bytes) => crypto.getRandomValues(bytes));
  localStore.set(LOCAL.voterId, id);
  return id;
}

export function useVoterId(): string {
  const { registrationId } = useShell();
  return useMemo(() => voterIdOf(registrationId, browserVoterId), [registrationId]);
}
