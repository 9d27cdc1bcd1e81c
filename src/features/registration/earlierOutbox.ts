/**
 * What an earlier visit left in the offline outbox for an event (useEarlierRegistration.ts reads it,
 * OutboxNotice.tsx shows it).
 */
import type { RefusedOutcome, SentOutcome } from '../../domain/outbox';

export type EarlierOutbox =
  | { kind: 'sent'; outcome: SentOutcome<'registration'> }
  | { kind: 'rejected'; outcome: RefusedOutcome<'registration'> }
  | { kind: 'pending' };
