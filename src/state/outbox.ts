/**
 * The offline outbox in IndexedDB (idb-keyval, store IDB.outbox): requests the visitor made while
 * the network was away, and the recorded outcome of each once it was sent. Free of DOM types:
 * the service worker imports this module too, so page and worker read and settle the same items.
 * What an earlier version stored is read in today's shape (domain/outboxStored.ts).
 */
import { del, delMany, entries, getMany, promisifyRequest, set } from 'idb-keyval';
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
  /** `settle` for several at once, in one transaction: which of them this call settled. */
  settleAll?(outcomes: readonly OutboxOutcome[]): Promise<boolean[]>;
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

/** The outcomes of these items, of any kind, in one read (useCommand reads the ids it queued: a door's hundreds). */
export async function readOutcomes(ids: readonly string[]): Promise<(OutboxOutcome | undefined)[]> {
  const values = await getMany(ids.map(outcomeKey), outboxDb());
  return values.map((value) => storedOutcome(value));
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

/** clearOutcome for several at once, in one transaction. */
export async function clearOutcomes(ids: readonly string[]): Promise<void> {
  if (ids.length) await delMany(ids.map(outcomeKey), outboxDb());
}

/** Settles the outcomes in one transaction; which of them were still waiting (and are settled now). */
function settleInOne(outcomes: readonly OutboxOutcome[]): Promise<boolean[]> {
  return outboxDb()('readwrite', async (store) => {
    const counts = await Promise.all(outcomes.map((o) => promisifyRequest(store.count(requestKey(o.id)))));
    const settled = counts.map((n) => n > 0);
    outcomes.forEach((outcome, i) => {
      if (!settled[i]) return;
      store.delete(requestKey(outcome.id));
      if (keepsOutcome(outcome)) store.put(outcome, outcomeKey(outcome.id));
    });
    await promisifyRequest(store.transaction);
    return settled;
  });
}

export const idbOutboxStore: OutboxStore = {
  pending: listPending,

  // Page and worker may both send one item; only the first to settle records the outcome, so
  // an outcome the page already acted on (and cleared) does not come back.
  settle: async (outcome) => (await settleInOne([outcome]))[0]!,

  // A door's sync settles hundreds of check-ins: one transaction each cost more than sending them.
  settleAll: settleInOne,

  purgeOutcomes: async (now) => {
    const outcomes = await allOutcomes();
    await Promise.all(outcomes.filter((o) => isOutcomeExpired(o, now)).map((o) => clearOutcome(o.id)));
  },
};
