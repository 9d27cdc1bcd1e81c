/**
 * The organiser's project document (PUT/GET /admin/api/projects/{id}): the public project of the
 * contract, its events as stored (without what the server computes), and what visitors never
 * see: the page password (write-only) and the live director's polls and quiz questions per
 * event. Built from the contract's schemas, so what the organiser loads is what the app reads.
 */
import * as v from 'valibot';
import {
  EventSchema,
  ProjectSchema,
  RatingScaleSchema,
  SAFE_ID_CHARS,
  ShowResultsSchema,
} from '../../src/contract/index.ts';
import { MAX_OFFSET_MINUTES } from '../config.ts';
import { MAX_OFFSETS } from '../reminders/offsets.ts';
import { SERVER_PREFIXES } from '../http/serverPaths.ts';

const Id = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(100),
  v.regex(SAFE_ID_CHARS, 'Use only letters, digits, _ and -'),
);
const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(2000));

/** First path segments the server or the built app own: an event or company id there would never be reached. */
const RESERVED_SEGMENTS = new Set([...SERVER_PREFIXES.map((p) => p.slice(1)), 'assets', 'icons', 'media-default']);
const PathId = v.pipe(
  Id,
  v.check((id) => !RESERVED_SEGMENTS.has(id), 'This id is a path of the server; choose another'),
);

/** What the server adds to an event itself (times formatted per visitor, full events). */
const COMPUTED_EVENT_KEYS = [
  'startTimeFormatted',
  'startDateTimeFormattedFull',
  'startTimeFormattedTime',
  'startTimeFormattedDate',
  'agendaStartAndEndTime',
  'disabled',
] as const;

export const AdminEventSchema = v.object({
  ...v.omit(EventSchema, COMPUTED_EVENT_KEYS).entries,
  _id: PathId,
  startTime: v.pipe(v.number(), v.integer(), v.minValue(0)),
  durationInMinutes: v.pipe(v.number(), v.minValue(1)),
});

const OptionSchema = v.object({ id: Id, text: Text });
/**
 * A poll (issue 50): choices, or a `rating` scale (its options are the numbers, made by the
 * server); `showResults` when visitors see the counts (default `afterVoting`).
 */
const PollSchema = v.pipe(
  v.object({
    id: Id,
    question: Text,
    options: v.optional(v.pipe(v.array(OptionSchema), v.minLength(2))),
    showResults: v.optional(ShowResultsSchema),
    rating: v.optional(RatingScaleSchema),
  }),
  v.forward(
    v.check((p) => (p.rating ? !p.options : !!p.options), 'A poll has either options or a rating scale'),
    ['options'],
  ),
);
const QuizQuestionSchema = v.pipe(
  v.object({ id: Id, question: Text, options: v.pipe(v.array(OptionSchema), v.minLength(2)), correctOptionId: Id }),
  v.forward(
    v.check((q) => q.options.some((o) => o.id === q.correctOptionId), 'The right answer must be one of the options'),
    ['correctOptionId'],
  ),
);
const LiveContentSchema = v.object({
  polls: v.optional(v.array(PollSchema), []),
  quiz: v.optional(v.array(QuizQuestionSchema), []),
  /** Issue 50: the leaderboard scores right answers, or right answers and their speed. */
  quizScoring: v.optional(v.picklist(['correct', 'speed'])),
});
export type LiveContent = v.InferOutput<typeof LiveContentSchema>;

/**
 * Keys of the public project the organiser does not write: the ids come from the path, the current event is per
 * visitor.
 */
const ProjectEntries = v.omit(ProjectSchema, ['_id', 'event', 'events']).entries;

export const AdminProjectSchema = v.pipe(
  v.strictObject({
    ...ProjectEntries,
    _id: Id,
    companyId: PathId,
    events: v.pipe(v.array(AdminEventSchema), v.minLength(1, 'A project needs at least one event')),
    /** Write-only: a string sets it, null removes it, absent keeps the stored one. */
    pagePassword: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(200)))),
    /** Read-only, answered by GET: ignored on PUT so an exported document goes back unchanged. */
    pagePasswordSet: v.optional(v.boolean()),
    /** The live director's content per event id. */
    live: v.optional(v.record(Id, LiveContentSchema), {}),
    /**
     * Reminder mails, minutes before each session (issue 34): absent or null the server's REMINDER_OFFSETS, [] none.
     */
    reminderOffsets: v.optional(
      v.nullable(
        v.pipe(
          v.array(
            v.pipe(
              v.number(),
              v.integer('Whole minutes'),
              v.minValue(1),
              v.maxValue(MAX_OFFSET_MINUTES, 'At most 30 days before the start'),
            ),
          ),
          v.maxLength(MAX_OFFSETS, `At most ${MAX_OFFSETS} reminders`),
          v.check((list) => new Set(list).size === list.length, 'Each reminder offset once'),
        ),
      ),
    ),
  }),
  v.forward(
    v.check((p) => new Set(p.events.map((e) => e._id)).size === p.events.length, 'Event ids must be unique'),
    ['events'],
  ),
  v.forward(
    v.check(
      (p) => Object.keys(p.live).every((id) => p.events.some((e) => e._id === id)),
      'Live content for an event the project does not have',
    ),
    ['live'],
  ),
  v.forward(
    v.check(
      (p) => !p.security?.passwordLivePageActive || p.pagePassword !== null,
      'A protected live page needs a page password',
    ),
    ['pagePassword'],
  ),
);
export type AdminProject = v.InferOutput<typeof AdminProjectSchema>;

const PROJECT_KEYS = [
  '_id',
  'companyId',
  ...Object.keys(ProjectEntries),
  'events',
  'pagePasswordSet',
  'live',
  'reminderOffsets',
];
const EVENT_KEYS = Object.keys(AdminEventSchema.entries);

/** The keys in the schema's order (the database keeps JSON keys in its own), others after them. */
function ordered(doc: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const sorted = [...keys.filter((k) => k in doc), ...Object.keys(doc).filter((k) => !keys.includes(k))];
  return Object.fromEntries(sorted.map((k) => [k, doc[k]]));
}

/** An exported project reads like the example: top-level and event keys in the schema's order. */
export function readableProject(doc: Record<string, unknown> & { events: Record<string, unknown>[] }) {
  return ordered({ ...doc, events: doc.events.map((e) => ordered(e, EVENT_KEYS)) }, PROJECT_KEYS);
}

/** Every invalid path of a failed parse, as dot paths (`events.0.startTime`), in order, without repeats. */
export function invalidPaths(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return [...new Set(issues.map((issue) => v.getDotPath(issue) ?? '(document)'))];
}
