/**
 * The common registration, an e-mail the project does not know yet, as ONE statement: take a
 * place on every selected event with room left (and an on-site seat if asked and left), insert
 * the registration with exactly the places it got, and queue its confirmation mail. PGlite runs
 * every statement in one WASM thread and each statement costs several protocol round trips, so
 * this replaces a project lock, two counts, a lookup, an insert, a re-read and a mail insert.
 *
 * The CTEs run on one snapshot and see each other only through RETURNING, so each step is gated
 * on the one before: no place is taken when the e-mail is known, nothing is inserted without a
 * place. The row is inserted with every selected event; the caller drops full ones in the same
 * transaction (rare). The stored selection holds only the events that gave a place, in the
 * project's order, so nothing needs a second statement when some events were full.
 *
 * Plain SQL text with $n placeholders, prepared once (db/prepared.ts): building it with the query
 * builder, or having PGlite parse and plan it for every registration, cost more than running it.
 * Two texts, with and without the on-site seat, so each plan stays simple.
 */
import type { Db } from '../db/client.ts';
import {
  KEYED_COLUMNS,
  keyedRunOf,
  priorCte,
  type KeyClaim,
  type KeyedColumns,
  type KeyedRun,
} from '../db/keyedAnswers.ts';
import { preparedStatement } from '../db/prepared.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { EVENT_HAS_ROOM, seatHasRoomSql, type EventCount, type SeatCount } from './counters.ts';

export interface NewRegistrationRow {
  id: string;
  projectId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** In the project's event order: the stored selection keeps this order. */
  selectedEvents: string[];
  eventId: string;
  data: Record<string, unknown>;
  timeZone?: string;
  ref?: string;
  generated: boolean;
  now: Date;
}

export interface NewRegistrationResult {
  /** False: the project already has a registration with this e-mail; nothing was written. */
  emailFree: boolean;
  /** The places taken; none means every selected event was full (and nothing was inserted). */
  places: EventCount[];
  seat?: SeatCount;
  /** False with places taken: another request inserted the e-mail first (PostgreSQL only). */
  inserted: boolean;
}

/** The confirmation mail for either outcome of the seat; the statement picks the text. */
export interface ConfirmationDraft extends Omit<OutgoingMail, 'text'> {
  text(onSite: boolean): string;
}

/** One row per place taken (or one row of nulls when none was); flags and seat repeat on every row. */
interface Row extends KeyedColumns {
  email_free: boolean;
  inserted: boolean;
  event_id: string | null;
  registrations: number | null;
  version: number | string | null;
  seats: number | null;
  seats_version: number | string | null;
}

/**
 * The statement. $1-$14 are common; the online variant then takes its mail text ($15) and link
 * ($16); the on-site one both texts ($15 on-site, $16 online), the link ($17) and the seat
 * limit ($18), for its seat CTE. The online variant binds one mail text, not two: protocol
 * encoding of the texts was a visible share of a registration's cost.
 *
 * The keyed variants (an Idempotency-Key, as the app's form and outbox always send) take five
 * more: the key, the request's fingerprint, the events asked for (in the request's order), and
 * the refusal's message for one and for several full events (keyedRegistration.ts). They do
 * nothing when the key is known (its stored answer comes back instead), and otherwise store
 * the key with the answer in the same statement, so a keyed registration is one run of the
 * group commit like any other (db/prepared.ts).
 */
function statementText(withSeat: boolean, keyed: boolean): string {
  const mailText = withSeat ? 'case when i.on_site_viewer = 1 then $15 else $16 end' : '$15';
  const link = withSeat ? '$17' : '$16';
  const k = (n: number) => `$${(withSeat ? 18 : 16) + n}`;
  return `
    with ${keyed ? `${priorCte((withSeat ? 18 : 16) + 1)}, ` : ''}email_free as (
      select ${keyed ? 'not exists (select from prior) and ' : ''}not exists (select from registrations where project_id
        = $1 and email = $2) as free
    ), places as (
      update event_counts set registrations = registrations + 1, version = version + 1
      where (select free from email_free) and event_id = any($3::text[])
        and ${EVENT_HAS_ROOM}
      returning event_id, registrations, version
    )${
      withSeat
        ? `, seat as (
      update project_counts set on_site_viewers = on_site_viewers + 1, version = version + 1
      where exists (select from places) and project_id = $1
        and ${seatHasRoomSql('$18')}
      returning on_site_viewers, version
    )`
        : ''
    }, inserted as (
      insert into registrations (id, project_id, email, first_name, last_name, on_site_viewer, selected_events,
        event_id, data, time_zone, ref, generated, created_at, updated_at)
      select $4, $1, $2, $5, $6, ${withSeat ? 'case when exists (select from seat) then 1 else 0 end' : '0'},
        array(select e from unnest($3::text[]) with ordinality as s(e, n) where e in (select event_id from places) order
          by n),
        $7, $8::jsonb, $9, $10, $11, $12::timestamptz, $12::timestamptz
      where exists (select from places)
      on conflict do nothing
      returning id, on_site_viewer
    ), mail as (
      insert into mail_outbox ("to", subject, "text", link, project_id, registration_id, created_at)
      select $13, $14, ${mailText}, ${link}, $1, i.id, $12::timestamptz
      from inserted i
    )${keyed ? keyedTail(withSeat, k) : ''}
    select (select free from email_free) as email_free, exists (select from inserted) as inserted,
      p.event_id, p.registrations, p.version,
      ${
        withSeat
          ? '(select on_site_viewers from seat) as seats, (select version from seat) as seats_version'
          : 'null::int as seats, null::bigint as seats_version'
      }${keyed ? `, ${KEYED_COLUMNS}` : ''}
    from (select) as one left join places p on true`;
}

/**
 * The key and its answer, written with the registration: 200 with the id, or 409 when every
 * event asked for was full (the answer register.ts gives without a key). Only a decided outcome
 * is stored: a known e-mail (or, on PostgreSQL, one inserted meanwhile) claims nothing, and the
 * caller goes on to the transaction of http/idempotency.ts.
 */
function keyedTail(withSeat: boolean, k: (n: number) => string): string {
  return `, refused as (
      select array(select e from unnest(${k(3)}::text[]) as a(e) where e not in (select event_id from places)) as events
    ), claimed as (
      insert into idempotency_keys (key, fingerprint, status, body, created_at)
      select ${k(1)}, ${k(2)},
        case when exists (select from inserted) then 200 else 409 end,
        case when exists (select from inserted)
          then jsonb_build_object('registrationID', $4::text, 'cannotRegisterForEvents', to_jsonb(r.events),
            'on_site_viewer', ${withSeat ? '(select on_site_viewer from inserted)' : '0'})
          else jsonb_build_object('error', case when cardinality(r.events) = 1 then ${k(4)}::text else ${k(5)}::text
            end,
            'cannotRegisterForEvents', to_jsonb(r.events), 'kind', 'full') end,
        $12::timestamptz
      from refused r
      where (select free from email_free) and (exists (select from inserted) or not exists (select from places))
      on conflict do nothing
      returning status, body
    )`;
}

const ONLINE = preparedStatement('new_registration_online', statementText(false, false));
const ON_SITE = preparedStatement('new_registration_on_site', statementText(true, false));
const KEYED_ONLINE = preparedStatement('new_registration_online_keyed', statementText(false, true));
const KEYED_ON_SITE = preparedStatement('new_registration_on_site_keyed', statementText(true, true));

/** A keyed registration's key, what it asked for and its refusal texts (one full event, several). */
export interface RegistrationKey extends KeyClaim {
  asked: string[];
  refusal: [one: string, several: string];
}

/** `seat` undefined: no seat wanted; else its limit (`limit` undefined: unlimited). */
export async function insertNewRegistration(
  db: Db,
  row: NewRegistrationRow,
  seat: { limit: number | undefined } | undefined,
  mail: ConfirmationDraft,
  key?: RegistrationKey,
): Promise<NewRegistrationResult & { keyed: KeyedRun }> {
  const now = row.now.toISOString();
  const values = [
    row.projectId,
    row.email,
    row.selectedEvents,
    row.id,
    row.firstName,
    row.lastName,
    row.eventId,
    JSON.stringify(row.data),
    row.timeZone ?? null,
    row.ref ?? null,
    row.generated,
    now,
    mail.to,
    mail.subject,
  ];
  const link = mail.link ?? null;
  const keyed = key ? [key.key, key.fingerprint, key.asked, ...key.refusal] : [];
  const rows = (seat
    ? await (key ? KEYED_ON_SITE : ON_SITE).run(db, [
        ...values,
        mail.text(true),
        mail.text(false),
        link,
        seat.limit ?? null,
        ...keyed,
      ])
    : await (key ? KEYED_ONLINE : ONLINE).run(db, [...values, mail.text(false), link, ...keyed])) as unknown as Row[];

  const [first] = rows;
  return {
    emailFree: first.email_free,
    inserted: first.inserted,
    places: rows
      .filter((r) => r.event_id !== null)
      .map((r) => ({ eventId: r.event_id!, registrations: Number(r.registrations), version: Number(r.version) })),
    seat:
      first.seats === null ? undefined : { onSiteViewers: Number(first.seats), version: Number(first.seats_version) },
    keyed: keyedRunOf(first),
  };
}
