/**
 * The offline outbox in IndexedDB (idb-keyval, store IDB.outbox): requests the visitor made while
 * the network was away, and the recorded outcome of each once it was sent. Free of DOM types:
 * the service worker imports this module too, so page and worker read and settle the same items.
 * What an earlier version stored is read in today's shape (domain/outboxStored.ts).
 */
import { del, entries, get, promisifyRequest, set } from 'idb-keyval';
import {
  isOutcomeExpired,
  keepsOutcome,
  type OfflineKind,
  type OutboxItem,
  type OutboxOutcome,
  type RefusedOutcome,
  type SentOutcome,
} from '../domain/outbox';
import { storedItem, storedOutcome } from '../domain/outboxStored';
import { outboxDb } from './outboxDb';
import { OUTBOX_KEY } from './storageKeys';

/** What the replay needs from storage; the unit tests give an in-memory one. */
export interface OutboxStore {
  pending(): Promise<OutboxItem[]>;
  /** Removes the request and records its outcome, unless another sender settled it first. */
  settle(outcome: OutboxOutcome): Promise<boolean>;
  purgeOutcomes(now: number): Promise<void>;
}

const requestKey = (id: string) => `${OUTBOX_KEY.request}${id}`;
const outcomeKey = (id: string) => `${OUTBOX_KEY.outcome}${id}`;

async function withPrefix<T>(prefix: string, read: (value: unknown) => T | undefined): Promise<T[]> {
  const all = await entries<IDBValidKey, unknown>(outboxDb());
  return all
    .filter(([key]) => typeof key === 'string' && key.startsWith(prefix))
    .map(([, value]) => read(value))
    .filter((value): value is T => value !== undefined);
}

const allOutcomes = () => withPrefix(OUTBOX_KEY.outcome, storedOutcome);

export async function enqueue(item: OutboxItem): Promise<void> {
  await set(requestKey(item.id), item, outboxDb());
}

/** Oldest first, so requests reach the server in the order the visitor made them. */
export async function listPending(): Promise<OutboxItem[]> {
  const items = await withPrefix(OUTBOX_KEY.request, storedItem);
  return items.sort((a, b) => a.createdAt - b.createdAt);
}

export async function remove(id: string): Promise<void> {
  await del(requestKey(id), outboxDb());
}

/** An item's outcome, of any kind (useCommand reads the ids it queued). */
export async function readAnyOutcome(id: string): Promise<OutboxOutcome | undefined> {
  return storedOutcome(await get(outcomeKey(id), outboxDb()));
}

const isRegistrationOutcome = (o: OutboxOutcome): o is OutboxOutcome<'registration'> => o.kind === 'registration';

/** The registrations' outcomes for an event, newest first. */
export async function outcomesFor(eventId: string): Promise<OutboxOutcome<'registration'>[]> {
  return (await allOutcomes())
    .filter(isRegistrationOutcome)
    .filter((o) => o.eventId === eventId)
    .sort((a, b) => b.settledAt - a.settledAt);
}

/**
 * Items of any kind but registrations (the registration page tells its own) that the server
 * refused for good, oldest first: the header lists them until the visitor has read them.
 */
export async function refusedOutcomes(): Promise<RefusedOutcome[]> {
  return (await allOutcomes())
    .filter((o): o is RefusedOutcome => !o.ok && o.kind !== 'registration')
    .sort((a, b) => a.settledAt - b.settledAt);
}

/** Sent items of these kinds whose outcome nobody has shown yet, oldest first (project/OutboxSent). */
export async function sentOutcomes<K extends OfflineKind>(kinds: readonly K[]): Promise<SentOutcome<K>[]> {
  const sent = (await allOutcomes()).filter((o) => o.ok && (kinds as readonly OfflineKind[]).includes(o.kind));
  return (sent as SentOutcome<K>[]).sort((a, b) => a.settledAt - b.settledAt);
}

/** Once the page has shown or acted on an outcome, it is not shown again. */
export async function clearOutcome(id: string): Promise<void> {
  await del(outcomeKey(id), outboxDb());
}

export const idbOutboxStore: OutboxStore = {
  pending: listPending,

  // Page and worker may both send one item; only the first to settle records the outcome, so
  // an outcome the page already acted on (and cleared) does not come back.
  settle: (outcome) =>
    outboxDb()('readwrite', async (store) => {
      const exists = (await promisifyRequest(store.count(requestKey(outcome.id)))) > 0;
      if (!exists) return false;
      store.delete(requestKey(outcome.id));
      if (keepsOutcome(outcome)) store.put(outcome, outcomeKey(outcome.id));
      await promisifyRequest(store.transaction);
      return true;
    }),

  purgeOutcomes: async (now) => {
    const outcomes = await allOutcomes();
    await Promise.all(outcomes.filter((o) => isOutcomeExpired(o, now)).map((o) => clearOutcome(o.id)));
  },
};
