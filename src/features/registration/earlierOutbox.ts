/**
 * What an earlier visit left in the offline outbox for an event (useEarlierRegistration.ts reads it, OutboxNotice.tsx
 * shows it).
 */
import type { OutboxOutcome, SentOutcome } from '../../domain/outbox';

export type EarlierOutbox =
  | { kind: 'sent'; outcome: SentOutcome }
  | { kind: 'rejected'; outcome: OutboxOutcome }
  | { kind: 'pending' };
