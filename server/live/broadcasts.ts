/**
 * Which event a broadcast is: the broadcast key is the event's `liveDirectorBroadcastSlug`, else
 * its id (a stream may also be asked for by event id; it then joins the slug's broadcast). Kept a
 * few seconds in memory, so thousands of connects cost one query.
 */
import { eq, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { QuestionsModeSchema, type QuestionsMode } from '../../src/contract/qna.ts';
import type { Db } from '../db/client.ts';
import { events, projects } from '../db/schema.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import { passwordVersion } from './pageToken.ts';

export interface Broadcast {
  /** The canonical key: the slug, else the event id. */
  broadcast: string;
  eventId: string;
  projectId: string;
  eventName: string;
  startMs: number;
  endMs: number;
  multiSession: boolean;
  moderator: boolean;
  /** `security.passwordLivePageActive`: every live call needs the page token (pageToken.ts). */
  protectedPage: boolean;
  /** The page password's version (pageToken.ts): a new password ends the tokens of the old one. */
  passwordVersion: string;
  /** `registration.type` is open: a browser's own voter id counts (voters.ts). */
  openRegistration: boolean;
  /** Audience Q&A (server/live/qna/): `event.questionsMode`, `private` unless set; `event.anonymousQuestions`. */
  questionsMode: QuestionsMode;
  anonymousQuestions: boolean;
  /** `questionForm.requireNameAndEmail`: a question needs a name and an e-mail (else they are optional). */
  questionContactRequired?: boolean;
  /** `event.showCaptions` is not false: the captioner may post, pages get captions, the replay a track (issue 48). */
  captions: boolean;
}

const KEEP_MS = 10_000;
const NONE = Symbol('none');

export function broadcastOf(eventId: string, doc: Record<string, unknown>): string {
  const slug = doc.liveDirectorBroadcastSlug;
  return typeof slug === 'string' && slug.trim() ? slug.trim() : eventId;
}

export function createBroadcasts(db: Db) {
  const memory = new BoundedMap<string, { at: number; value: Broadcast | typeof NONE }>(10_000);

  async function projectsUsing(slug: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${events.projectId})` })
      .from(events)
      .where(sql`btrim(${events.doc}->>'liveDirectorBroadcastSlug') = ${slug}`);
    return Number(row?.n ?? 0);
  }

  async function query(key: string, where: ReturnType<typeof or>): Promise<Broadcast | undefined> {
    const rows = await db
      .select({
        id: events.id,
        projectId: events.projectId,
        doc: events.doc,
        projectType: sql<string | null>`${projects.doc}->>'projectType'`,
        protectedPage: sql<boolean>`coalesce(${projects.doc}->'security'->'passwordLivePageActive' = 'true'::jsonb,
        false)`,
        pagePassword: projects.pagePassword,
        registrationType: sql<string | null>`${projects.doc}->'registration'->>'type'`,
        questionContactRequired: sql<boolean>`coalesce(
          ${projects.doc}->'questionForm'->'requireNameAndEmail' = 'true'::jsonb, false)`,
      })
      .from(events)
      .innerJoin(projects, eq(projects.id, events.projectId))
      .where(where)
      .orderBy(events.position, events.id)
      .limit(2);
    // A slug match wins over an event id that happens to equal another event's slug.
    const row = rows.find((r) => r.doc.liveDirectorBroadcastSlug === key) ?? rows[0];
    if (!row) return undefined;
    // A slug two projects share names no one broadcast: refused (unknown), also by event id,
    // never one project's polls and questions shown to the other's visitors (imports refuse such
    // slugs; older data may hold them).
    const slug = broadcastOf(row.id, row.doc);
    if (slug !== row.id && (await projectsUsing(slug)) > 1) return undefined;
    const startMs = Number(row.doc.startTime) * 1000;
    return {
      broadcast: slug,
      eventId: row.id,
      projectId: row.projectId,
      eventName: typeof row.doc.name === 'string' ? row.doc.name : row.id,
      startMs,
      endMs: startMs + Number(row.doc.durationInMinutes) * 60_000,
      multiSession: row.projectType === 'multiSession',
      moderator: row.doc.moderator === true,
      protectedPage: row.protectedPage === true,
      passwordVersion: passwordVersion(row.pagePassword),
      openRegistration: row.registrationType === 'open',
      questionsMode: v.is(QuestionsModeSchema, row.doc.questionsMode) ? row.doc.questionsMode : 'private',
      anonymousQuestions: row.doc.anonymousQuestions === true,
      questionContactRequired: row.questionContactRequired === true,
      captions: row.doc.showCaptions !== false,
    };
  }

  /** Lookups under way: a burst of connects (a reconnect storm) waits for one query, not thousands. */
  const loading = new Map<string, Promise<Broadcast | undefined>>();

  async function cached(key: string, load: () => Promise<Broadcast | undefined>): Promise<Broadcast | undefined> {
    const hit = memory.get(key);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.value === NONE ? undefined : hit.value;
    let pending = loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          memory.set(key, { at: Date.now(), value: value ?? NONE });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    /** By broadcast slug or event id. */
    byBroadcast: (key: string) =>
      cached(`b:${key}`, () =>
        query(key, or(sql`${events.doc}->>'liveDirectorBroadcastSlug' = ${key}`, eq(events.id, key))),
      ),
    byEvent: (eventId: string) => cached(`e:${eventId}`, () => query(eventId, or(eq(events.id, eventId)))),
  };
}
export type Broadcasts = ReturnType<typeof createBroadcasts>;
