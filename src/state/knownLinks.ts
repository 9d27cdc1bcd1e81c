/**
 * The personal links this browser has used, so the installed app opens the attendee's own page
 * at launch (issue 28) and "My events" can list them. Session storage would not do: a launch
 * from the home screen is a new window without it. A personal link is a credential: it stays in
 * this browser's IndexedDB and is never sent anywhere (the manifest's start_url holds none).
 */
import { createStore, entries, set } from 'idb-keyval';
import { reportStorageError } from './storageHealth';
import { IDB } from './storageKeys';

export interface KnownLink {
  /** The event id of the link's address (the app and its manifest are per event). */
  eventId: string;
  registrationId: string;
  /** The event's title as the page showed it, for "My events". */
  title: string;
  /** Whose link it is (a shared phone may know several of one event). */
  name?: string;
  /** The personal page to open (app path, with `?pwa=true` when it was opened so). */
  path: string;
  /** When this browser last opened it (ms). */
  usedAt: number;
}

let store: ReturnType<typeof createStore> | undefined;
const linksDb = () => (store ??= createStore(IDB.links[0], IDB.links[1]));

const keyOf = (link: Pick<KnownLink, 'eventId' | 'registrationId'>) => `${link.eventId}/${link.registrationId}`;

export async function rememberLink(link: KnownLink): Promise<void> {
  try {
    await set(keyOf(link), link, linksDb());
  } catch (error) {
    reportStorageError(error);
    console.warn('Personal link not remembered', error);
  }
}

/** Every link this browser knows, the most recently used first. */
export async function knownLinks(): Promise<KnownLink[]> {
  try {
    const all = (await entries<string, KnownLink>(linksDb())).map(([, link]) => link);
    return all.filter((link) => link && typeof link.path === 'string').sort((a, b) => b.usedAt - a.usedAt);
  } catch {
    return []; // storage blocked: nothing known
  }
}

/** The link of `eventId` used last, if any (event ids compare as the router does: case-insensitive). */
export async function latestLinkFor(eventId: string): Promise<KnownLink | undefined> {
  const wanted = eventId.toLowerCase();
  return (await knownLinks()).find((link) => link.eventId.toLowerCase() === wanted);
}
