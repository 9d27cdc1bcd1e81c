/**
 * What one server process keeps in memory so hot reads need no database: stored projects (by
 * project id and event id), their counts, and their public documents. Writes in this process
 * hand their counter changes over right after the commit (recordCounts); other processes' writes
 * arrive through the change feed. A document variant is kept until its project or the set of
 * full (`disabled`) events changes.
 */
import { SAFE_ID_CHARS } from '../../src/contract/index.ts';
import type { Db } from '../db/client.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { ensureCounters } from '../services/counterSync.ts';
import { readCounts, type CountChanges } from '../services/counters.ts';
import { safeTimeZone } from '../lib/formatTime.ts';
import { isFull, publicProject } from '../services/projects.ts';
import { loadProject, projectIdOfEvent, type StoredProject } from '../db/projects.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import type { Change, ChangeFeed } from './changeFeed.ts';
import { ProjectCounts } from './projectCounts.ts';
import { PublicDocument } from './publicDocument.ts';

/** Document variants kept per project (current event × time zone); the least used go first. */
const DOCUMENT_VARIANTS = 64;

export interface CachedProject {
  project: StoredProject;
  counts: ProjectCounts;
  /** The ids of the full events: documents are rebuilt when this changes. */
  fullEvents: string;
  documents: BoundedMap<string, PublicDocument>;
}

export type AppCache = ReturnType<typeof createAppCache>;

const fullEventsOf = (project: StoredProject, counts: ProjectCounts) =>
  project.events
    .filter((e) => isFull(e, counts.perEvent()))
    .map((e) => e.id)
    .join(' ');

export function createAppCache(db: Db, feed: ChangeFeed) {
  const byId = new Map<string, CachedProject>();
  const projectIdByEvent = new Map<string, string>();
  const loading = new Map<string, Promise<CachedProject | undefined>>();
  /** Counts every change of what is held (a project replaced or dropped, its documents dropped). */
  let generation = 0;

  function install(entry: CachedProject) {
    generation += 1;
    const previous = byId.get(entry.project.id);
    for (const e of previous?.project.events ?? []) projectIdByEvent.delete(e.id);
    for (const e of entry.project.events) projectIdByEvent.set(e.id, entry.project.id);
    byId.set(entry.project.id, entry);
  }

  /** Loads (or reloads) a project and its counters; counts already held are kept if newer. */
  function load(projectId: string): Promise<CachedProject | undefined> {
    const running = loading.get(projectId);
    if (running) return running;
    const done = (async () => {
      const project = await loadProject(db, projectId);
      if (!project) {
        if (byId.delete(projectId)) generation += 1;
        return undefined;
      }
      await ensureCounters(db, projectId);
      const counts = byId.get(projectId)?.counts ?? new ProjectCounts();
      counts.apply(await readCounts(db, projectId));
      const entry = {
        project,
        counts,
        fullEvents: fullEventsOf(project, counts),
        documents: new BoundedMap<string, PublicDocument>(DOCUMENT_VARIANTS),
      };
      install(entry);
      return entry;
    })().finally(() => loading.delete(projectId));
    loading.set(projectId, done);
    return done;
  }

  /** After a count changed: documents go only when the set of full events changed with it. */
  function countsChanged(entry: CachedProject) {
    const full = fullEventsOf(entry.project, entry.counts);
    if (full === entry.fullEvents) return;
    entry.fullEvents = full;
    entry.documents.clear();
    generation += 1;
  }

  /** A change heard while a load runs may be newer than what that load read: load once more after it. */
  const reload = (projectId: string) => (loading.get(projectId) ?? Promise.resolve()).then(() => load(projectId));

  /**
   * Ids are letters, digits, `_` and `-`: anything else (NUL, a lone surrogate) is unknown without asking the database.
   */
  const isId = (id: string) => id.length <= 100 && SAFE_ID_CHARS.test(id);
  const project = (projectId: string) =>
    byId.has(projectId)
      ? Promise.resolve(byId.get(projectId))
      : isId(projectId)
        ? load(projectId)
        : Promise.resolve(undefined);

  async function refreshCounts(projectId: string) {
    const entry = byId.get(projectId);
    if (!entry) return;
    if (entry.counts.apply(await readCounts(db, projectId))) countsChanged(entry);
  }

  /** The project this process is announcing: it reloaded it already, before telling anyone. */
  let announcing: string | undefined;

  function heard(change: Change) {
    // server/live/ holds those, and server/checkin/ the doors'
    if ('broadcast' in change || change.kind === 'check-ins' || change.kind === 'doors') return;
    if (change.kind === 'project' && change.projectId === announcing) return;
    const reread = (projectId: string) => (change.kind === 'counts' ? refreshCounts(projectId) : reload(projectId));
    const ids = change.kind === 'resync' ? [...byId.keys()] : [change.projectId];
    for (const id of ids) {
      // Projects this process never loaded need nothing; failures wait for the next change.
      if (byId.has(id))
        reread(id).catch((err: unknown) => console.warn(`Cache refresh of ${id} failed: ${errorSummary(err)}`));
    }
  }
  feed.subscribe(heard);

  return {
    project,

    /** Changes whenever anything held changes: what was built from it (routes/hotPages.ts) is built again. */
    generation: () => generation,

    async projectByEvent(eventId: string): Promise<CachedProject | undefined> {
      if (!isId(eventId)) return undefined;
      const projectId = projectIdByEvent.get(eventId) ?? (await projectIdOfEvent(db, eventId));
      return projectId ? project(projectId) : undefined;
    },

    /** The public document for a current event (undefined: the first) and time zone, built once. */
    document(entry: CachedProject, currentEventId: string | undefined, timeZone: string | undefined): PublicDocument {
      const zone = safeTimeZone(timeZone);
      const key = `${currentEventId ?? ''}\n${zone}`;
      let document = entry.documents.get(key);
      if (!document) {
        document = new PublicDocument(publicProject(entry.project, entry.counts.perEvent(), currentEventId, zone));
        entry.documents.set(key, document);
      }
      return document;
    },

    /** A write in this process committed: memory first, then the other processes. */
    recordCounts(changes: CountChanges) {
      const entry = byId.get(changes.projectId);
      if (entry?.counts.apply(changes)) countsChanged(entry);
      if (changes.events.length || changes.seats) feed.publish({ kind: 'counts', projectId: changes.projectId });
    },

    /** A project or its events were written in this process (the seed): reload, and tell the others. */
    async projectChanged(projectId: string) {
      if (byId.has(projectId)) await reload(projectId);
      announcing = projectId;
      try {
        feed.publish({ kind: 'project', projectId });
      } finally {
        announcing = undefined;
      }
    },

    close: () => feed.close(),
  };
}
