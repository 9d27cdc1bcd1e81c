/** An outbox store in memory for the replay tests: what is pending, and how each item settled. */
import { vi } from 'vitest';
import type { OutboxItem, OutboxOutcome } from '../../../src/domain/outbox';
import type { OutboxStore } from '../../../src/state/outbox';

export function memoryStore(items: OutboxItem[]) {
  const pending = new Map(items.map((item) => [item.id, item]));
  const outcomes = new Map<string, OutboxOutcome>();
  const store: OutboxStore = {
    pending: async () => [...pending.values()].sort((a, b) => a.createdAt - b.createdAt),
    settle: async (outcome) => {
      if (!pending.delete(outcome.id)) return false;
      outcomes.set(outcome.id, outcome);
      return true;
    },
    purgeOutcomes: vi.fn(async () => {}),
  };
  return { store, pending, outcomes };
}
