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
 * transaction (rare). Kept lean on purpose: in PGlite, planning this statement costs about as
 * much as running it, and every extra subquery shows. Plain SQL with bound values: building it
 * with the query builder cost more than running it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import type { EventCount, SeatCount } from './counters.ts';

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
  onlineText: string;
  onSiteText: string;
}

/** One row per place taken (or one row of nulls when none was); flags and seat repeat on every row. */
interface Row {
  email_free: boolean;
  inserted: boolean;
  event_id: string | null;
  registrations: number | null;
  version: number | string | null;
  seats: number | null;
  seats_version: number | string | null;
}

/** `seat` undefined: no seat wanted; else its limit (`limit` undefined: unlimited). */
export async function insertNewRegistration(
  tx: Db, row: NewRegistrationRow, seat: { limit: number | undefined } | undefined, mail: ConfirmationDraft,
): Promise<NewRegistrationResult> {
  const now = row.now.toISOString();
  const events = sql.param(row.selectedEvents);
  const result = await tx.execute(sql`
    with email_free as (
      select not exists (select from registrations where project_id = ${row.projectId} and email = ${row.email}) as free
    ), places as (
      update event_counts set registrations = registrations + 1, version = version + 1
      where (select free from email_free) and event_id = any(${events}::text[])
        and (registration_limit is null or registrations < registration_limit)
      returning event_id, registrations, version
    )${seat ? sql`, seat as (
      update project_counts set on_site_viewers = on_site_viewers + 1, version = version + 1
      where exists (select from places) and project_id = ${row.projectId}
        and (${seat.limit ?? null}::int is null or on_site_viewers < ${seat.limit ?? null}::int)
      returning on_site_viewers, version
    )` : sql``}, inserted as (
      insert into registrations (id, project_id, email, first_name, last_name, on_site_viewer, selected_events,
        event_id, data, time_zone, ref, generated, created_at, updated_at)
      select ${row.id}, ${row.projectId}, ${row.email}, ${row.firstName}, ${row.lastName},
        ${seat ? sql`case when exists (select from seat) then 1 else 0 end` : sql`0`}, ${events}::text[],
        ${row.eventId}, ${JSON.stringify(row.data)}::jsonb, ${row.timeZone ?? null}, ${row.ref ?? null},
        ${row.generated}, ${now}::timestamptz, ${now}::timestamptz
      where exists (select from places)
      on conflict do nothing
      returning id, on_site_viewer
    ), mail as (
      insert into mail_outbox ("to", subject, "text", link, project_id, registration_id, created_at)
      select ${mail.to}, ${mail.subject}, case when i.on_site_viewer = 1 then ${mail.onSiteText} else ${mail.onlineText} end,
        ${mail.link ?? null}, ${row.projectId}, i.id, ${now}::timestamptz
      from inserted i
    )
    select (select free from email_free) as email_free, exists (select from inserted) as inserted,
      p.event_id, p.registrations, p.version,
      ${seat ? sql`(select on_site_viewers from seat) as seats, (select version from seat) as seats_version`
    : sql`null::int as seats, null::bigint as seats_version`}
    from (select) as one left join places p on true`) as unknown as { rows: Row[] };

  const [first] = result.rows;
  return {
    emailFree: first.email_free,
    inserted: first.inserted,
    places: result.rows.filter((r) => r.event_id !== null)
      .map((r) => ({ eventId: r.event_id!, registrations: Number(r.registrations), version: Number(r.version) })),
    seat: first.seats === null ? undefined : { onSiteViewers: Number(first.seats), version: Number(first.seats_version) },
  };
}
