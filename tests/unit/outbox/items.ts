/** Outbox items for the tests: a command call (src/contract/commands.ts) with its key, event and time. */
import type { OfflineKind, OutboxCall, OutboxItem } from '../../../src/domain/outbox';

export function outboxItem<K extends OfflineKind>(
  id: string,
  call: OutboxCall<K>,
  eventId: string,
  createdAt = 0,
): OutboxItem<K> {
  return { id, eventId, createdAt, call };
}
