// The floor: the least a Hono + PGlite server can do for the bench's calls, run as its own process
// with the same load. POST /api/registrations is one insert into one table in a PGlite folder (as
// the real server keeps its data); GET /frontend-api/projectevents/:id answers a JSON string built
// once, of FLOOR_DOC_BYTES bytes (the size of the real project document).
//   PORT=8392 DATA_DIR=/tmp/x FLOOR_DOC_BYTES=9000 node scripts/bench/floor.mjs
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';

const port = Number(process.env.PORT ?? 8392);
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const docBytes = Number(process.env.FLOOR_DOC_BYTES ?? 9000);

const db = new PGlite(dataDir);
await db.exec(`create table if not exists registrations (
  id text primary key,
  project_id text not null,
  email text not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  unique (project_id, email)
)`);

/** A project-like document: events with a few fields each, padded to the requested size. */
function cachedDocument(bytes) {
  const doc = { _id: 'proj-floor', events: [], texts: {} };
  for (let i = 0; JSON.stringify(doc).length < bytes - 200; i++) {
    doc.events.push({
      id: `event-${i}`,
      title: `Session ${i}`,
      start: '2026-11-21T12:00:00Z',
      seats: 40,
      onSite: i % 2 === 0,
    });
  }
  doc.texts.pad = 'x'.repeat(Math.max(0, bytes - JSON.stringify(doc).length));
  return JSON.stringify(doc);
}
const documentJson = cachedDocument(docBytes);

const app = new Hono();
app.post('/api/registrations', async (c) => {
  const body = await c.req.json();
  const id = randomUUID();
  await db.query('insert into registrations (id, project_id, email, data) values ($1, $2, $3, $4)', [
    id,
    String(body.event_id),
    String(body.email).toLowerCase(),
    body,
  ]);
  return c.json({ registrationID: id, cannotRegisterForEvents: [], on_site_viewer: body.on_site_viewer ?? 0 });
});
app.get('/frontend-api/projectevents/:id', (c) => c.body(documentJson, 200, { 'Content-Type': 'application/json' }));

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
  console.log(`floor listening on ${port}`),
);
async function stop() {
  server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
