/**
 * The registrations of a project as CSV (UTF-8 with BOM, for spreadsheets) or JSON, streamed in
 * pages of PAGE rows read by keyset on the unique (project_id, email) index (`email > last`, in
 * e-mail order), so each page is one index range and memory stays flat however many there are. One
 * column per registration field of the project (chosen options as their texts), then attendance,
 * selected events, created and unregistered times. CSV cells starting with = + - @ are neutralised
 * (`'` prefix, quoted).
 */
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { registrations } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { loadProject } from '../db/projects.ts';
import { checkInsOfRegistrations } from '../checkin/checkIns.ts';
import { projectFields } from '../services/registrationInput.ts';
import type { RegistrationRow } from '../services/registrationRecords.ts';

/**
 * Rows per page. Each page's rows live across a query's await, long enough for V8 to promote
 * them; small pages keep that garbage small. 100,000 registrations, measured again once V8's
 * allocation-site pretenuring was off (v8Flags.ts): at 100 rows a page the server grows by
 * ~11 MiB in ~4.2 s, at 1,000 by up to ~140 MiB in ~3.2 s (first byte 170 ms instead of 70).
 */
const PAGE = 100;
const FIXED = ['registration_id', 'event_id', 'email', 'first_name', 'last_name'];
const TRAILING = [
  'attendance',
  'selected_events',
  'time_zone',
  'ref',
  'generated',
  'created_at',
  'unregistered',
  'unregistered_at',
  // At the door (issue 49): the kept (earliest) check-in and its door.
  'checked_in_at',
  'checked_in_door',
];
const CSV_OPTIONS = {
  escape_formulas: true,
  quoted_match: /^[=+\-@\t\r]/,
  cast: { boolean: (value: boolean) => String(value) },
};

type Cell = string | number | boolean | null;

/** Per field name, its options' texts by id: radio and checkbox answers are stored as option ids. */
type OptionTexts = Map<string, Map<string, string>>;

/** The registration as one flat record, in column order; chosen options as their texts. */
/** A registration of a page with its check-in at the door, if any. */
type PageRow = RegistrationRow & { checkIn?: { at: Date; door: string } };

function record(row: PageRow, fieldNames: string[], options: OptionTexts): Record<string, Cell> {
  const cell = (name: string, value: unknown): Cell => {
    const text = (v: unknown) => options.get(name)?.get(String(v)) ?? v;
    if (value === undefined || value === null) return null;
    if (Array.isArray(value)) return value.map((v) => String(text(v))).join('; ');
    return typeof value === 'object' ? JSON.stringify(value) : (text(value) as Cell);
  };
  return {
    registration_id: row.id,
    event_id: row.eventId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    ...Object.fromEntries(fieldNames.map((name) => [name, cell(name, row.data[name])])),
    attendance: row.onSiteViewer === 1 ? 'on-site' : 'online',
    selected_events: row.selectedEvents.join('; '),
    time_zone: row.timeZone,
    ref: row.ref,
    generated: row.generated,
    created_at: row.createdAt.toISOString(),
    unregistered: row.unregistered,
    // The registration row keeps no separate time: its last change is the unregistration.
    unregistered_at: row.unregistered ? row.updatedAt.toISOString() : null,
    checked_in_at: row.checkIn?.at.toISOString() ?? null,
    checked_in_door: row.checkIn?.door ?? null,
  };
}

async function* pages(db: Db, projectId: string): AsyncGenerator<PageRow[]> {
  let after = '';
  for (;;) {
    // Without fresh statistics (PGlite runs no autovacuum) the planner may read every row of the
    // project and sort them for each page; with sorting off, the index range is the only plan.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      return tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.projectId, projectId), gt(registrations.email, after)))
        .orderBy(asc(registrations.projectId), asc(registrations.email))
        .limit(PAGE);
    });
    if (rows.length) {
      const checkIns = await checkInsOfRegistrations(
        db,
        projectId,
        rows.map((row) => row.id),
      );
      yield rows.map((row) => ({ ...row, checkIn: checkIns.get(row.id) }));
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].email;
  }
}

export async function exportRegistrations(deps: AppDeps, c: Context, projectId: string, format: 'csv' | 'json') {
  const project = await loadProject(deps.db, projectId);
  if (!project) throw notFound('Project');
  const fields = projectFields(project).filter(
    (f) => f.type !== 'on-site-viewer' && !FIXED.includes(f.name) && !TRAILING.includes(f.name),
  );
  const fieldNames = fields.map((f) => f.name);
  const options: OptionTexts = new Map(
    fields.map((f) => [f.name, new Map((f.options ?? []).map((o) => [o.id, o.text]))]),
  );
  const columns = [...FIXED, ...fieldNames, ...TRAILING];
  const file = `${projectId}-registrations.${format}`;
  c.header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${file}"`);
  c.header('Cache-Control', 'no-store');
  // Said up front, so @hono/node-server sends the head at once instead of first reading a few
  // chunks of the body (which waits for the first page's query: PGlite runs on this thread).
  c.header('Transfer-Encoding', 'chunked');
  return stream(
    c,
    async (out) => {
      if (format === 'csv') await out.write(stringify([columns], { ...CSV_OPTIONS, bom: true }));
      else await out.write('[');
      let first = true;
      for await (const rows of pages(deps.db, projectId)) {
        // The client went away: stop reading pages nobody will receive.
        if (out.aborted) return;
        const records = rows.map((row) => record(row, fieldNames, options));
        if (format === 'csv') {
          await out.write(
            stringify(
              records.map((r) => columns.map((k) => r[k])),
              CSV_OPTIONS,
            ),
          );
        } else {
          await out.write(`${first ? '\n' : ',\n'}${records.map((r) => JSON.stringify(r)).join(',\n')}`);
        }
        first = false;
      }
      if (format === 'json') await out.write('\n]\n');
    },
    async (err, out) => {
      // Headers are gone: a broken export ends short, and the log says why.
      console.error(`Export of ${projectId} failed: ${errorSummary(err)}`);
      await out.close();
    },
  );
}
