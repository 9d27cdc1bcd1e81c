/**
 * A hot statement written once as SQL text with $1..$n, run two ways:
 * - on the PGlite database itself (not inside a transaction): as a named prepared statement,
 *   parsed once per database session and then run by a Bind/Execute exchange, batched with the
 *   runs that wait beside it (group commit, below). PGlite's
 *   `query` parses, analyses and plans the text anew each time and crosses into its WASM
 *   backend six times per statement; for the registration statement that was about three
 *   quarters of its cost (0.75 ms against 0.26 ms measured on this machine).
 * - on a PostgreSQL pool: as a named prepared statement of node-postgres, parsed and planned once
 *   per connection. Sent as text, PostgreSQL parses and plans these CTE-heavy statements anew each
 *   time, which costs several times their execution.
 * - anywhere else (a transaction): through drizzle, as any other query.
 * All ways see the same text and the same values, so they cannot drift apart.
 */
import { PGlite, protocol, types } from '@electric-sql/pglite';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { bindMessage } from './bindMessage.ts';
import type { Db } from './client.ts';

type Row = Record<string, unknown>;

export interface PreparedStatement {
  readonly name: string;
  run(db: Db, values: readonly unknown[]): Promise<Row[]>;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** What drizzle was opened on: the PGlite instance or the pg.Pool; a transaction has neither. */
const clientOf = (db: Db): unknown => (db as { $client?: unknown }).$client;

/** The PGlite instance when `db` is the database itself; undefined for a transaction or PostgreSQL. */
function pgliteOf(db: Db): PGlite | undefined {
  const client = clientOf(db);
  return client instanceof PGlite ? client : undefined;
}

/** The pool when `db` is a PostgreSQL database itself (not a transaction). */
function poolOf(db: Db): pg.Pool | undefined {
  const client = clientOf(db);
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * The types drizzle's node-postgres session leaves as PostgreSQL's text, so both forms answer the
 * same rows: timestamptz, timestamp, date, interval, and the arrays of numeric, timestamp,
 * timestamptz, interval and date.
 */
const TEXT_TYPE_IDS = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_TYPE_IDS.has(id) ? asText : pg.types.getTypeParser(id, format),
};

/**
 * The drizzle form of the text: its chunks between placeholders, each value as one bound parameter
 * (`sql.param`, so an array stays one array parameter instead of becoming a list).
 */
function toDrizzle(text: string): (values: readonly unknown[]) => SQL {
  const pieces = text.split(/\$(\d+)/);
  return (values) => {
    const chunks: SQL[] = [];
    for (const [i, piece] of pieces.entries()) {
      chunks.push(i % 2 ? sql`${sql.param(values[Number(piece) - 1] ?? null)}` : sql.raw(piece));
    }
    return sql.join(chunks);
  };
}

/** One run waiting for the next batch on a PGlite instance. */
interface Waiting {
  statement: Statement;
  values: readonly unknown[];
  resolve(rows: Row[]): void;
  reject(err: unknown): void;
}

interface Statement {
  name: string;
  text: string;
  /** Per PGlite instance (tests open several): what its backend told of the statement. */
  preparedOn: WeakMap<PGlite, Promise<Described>>;
}

/**
 * Group commit. Runs that arrive while the database is busy wait together, and go in as ONE
 * exchange: a Bind/Describe/Execute per run and a single Sync, which PostgreSQL runs as one
 * implicit transaction with one commit. Each statement still sees the ones before it (so seats
 * and limits hold exactly as one by one); a batch costs one crossing into the WASM backend and
 * one write of the log instead of one per registration. Should any statement fail, the whole
 * batch rolls back and each run is retried on its own, so only the failing one sees its error.
 *
 * The batch starts two turns of the event loop later (setImmediate twice). Started at once (a
 * microtask), a batch never held more than one run: PGlite runs an exchange synchronously, so no
 * other request could arrive meanwhile (the bench saw 1.00 run per batch). After one turn it
 * held the runs of the requests read in that poll phase, 5.3 at 10 connections (registrations/s
 * 820 -> 1,400); but a request's JSON body reaches its handler through a web stream, a turn
 * after its headers, so a second turn lets those join too: 9.1 runs per batch at 10 connections,
 * about 1,600 -> 1,900 registrations/s, p99 unchanged (13 ms).
 */
const waitingOn = new WeakMap<PGlite, Waiting[]>();

/** What PGlite's backend told us of a prepared statement: its parameter types and its row's fields. */
interface Described {
  parameterTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

function described(client: PGlite, statement: Statement): Promise<Described> {
  let description = statement.preparedOn.get(client);
  if (!description) {
    description = client
      .execProtocol(
        concat([
          serialize.parse({ name: statement.name, text: statement.text }),
          serialize.describe({ type: 'S', name: statement.name }),
          serialize.sync(),
        ]),
      )
      .then(({ messages }) => ({
        parameterTypes:
          (messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined)
            ?.dataTypeIDs ?? [],
        fields:
          (
            messages.find((m) => m.name === 'rowDescription') as { fields: Described['fields'] } | undefined
          )?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
      }));
    statement.preparedOn.set(client, description);
    description.catch(() => statement.preparedOn.delete(client));
  }
  return description;
}

/** Bind and Execute; no Describe per run: the row's fields are known from the statement's. */
function executeMessages(client: PGlite, run: Waiting, { parameterTypes }: Described): Uint8Array[] {
  const serialized = run.values.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = client.serializers[parameterTypes[i]!];
    return serializer ? serializer(value) : String(value);
  });
  return [bindMessage(run.statement.name, serialized), serialize.execute({})];
}

/** A DataRow's text values as an object, by the statement's fields and PGlite's parsers. */
function rowOf(client: PGlite, fields: Described['fields'], values: (string | null)[]): Row {
  const row: Row = {};
  fields.forEach((field, f) => {
    row[field.name] = types.parseType(values[f] ?? null, field.dataTypeID, client.parsers);
  });
  return row;
}

async function runTogether(client: PGlite, runs: Waiting[]): Promise<Row[][]> {
  const descriptions = await Promise.all(runs.map((run) => described(client, run.statement)));
  const parts = runs.flatMap((run, i) => executeMessages(client, run, descriptions[i]!));
  parts.push(serialize.sync());
  const { messages } = await client.execProtocol(concat(parts));
  // Each run's data rows, up to its CommandComplete, read with its statement's fields.
  const results: Row[][] = runs.map(() => []);
  let i = 0;
  for (const message of messages) {
    if (message.name === 'commandComplete') i++;
    else if (message.name === 'dataRow' && i < runs.length) {
      results[i]!.push(
        rowOf(client, descriptions[i]!.fields, (message as unknown as { fields: (string | null)[] }).fields),
      );
    }
  }
  return results;
}

/** Inside the database's lock: everything that waits at this moment goes in one batch. */
async function flush(client: PGlite): Promise<void> {
  const batch = waitingOn.get(client) ?? [];
  waitingOn.delete(client);
  try {
    const rows = await runTogether(client, batch);
    for (const [i, run] of batch.entries()) run.resolve(rows[i]!);
  } catch (err) {
    if (batch.length === 1) return batch[0]!.reject(err);
    for (const run of batch) {
      try {
        run.resolve((await runTogether(client, [run]))[0]!);
      } catch (own) {
        run.reject(own);
      }
    }
  }
}

function enqueue(client: PGlite, statement: Statement, values: readonly unknown[]): Promise<Row[]> {
  return new Promise<Row[]>((resolve, reject) => {
    let waiting = waitingOn.get(client);
    if (!waiting) {
      waiting = [];
      waitingOn.set(client, waiting);
      setImmediate(() => setImmediate(() => client.runExclusive(() => flush(client)).catch(reject)));
    }
    waiting.push({ statement, values, resolve, reject });
  });
}

export function preparedStatement(name: string, text: string): PreparedStatement {
  const drizzleForm = toDrizzle(text);
  const statement: Statement = { name, text, preparedOn: new WeakMap() };
  return {
    name,
    async run(db, values) {
      const client = pgliteOf(db);
      if (client) return enqueue(client, statement, values);
      const pool = poolOf(db);
      if (pool)
        return (await pool.query({ name, text, values: [...values], types: pgTypes } as pg.QueryConfig)).rows as Row[];
      const result = await db.execute(drizzleForm(values));
      return (result as unknown as { rows: Row[] }).rows;
    },
  };
}

/** True when `db` runs statements on its own (PGlite, not in a transaction): see above. */
export const isPgliteDatabase = (db: Db) => pgliteOf(db) !== undefined;
