// One load-client process of `npm run bench:live` (forked by scripts/bench/liveClients.mjs). It opens
// live connections the way the app does, over raw node:http: optionally the page's reads (project
// document, registration, library, live state), then POST /live-director/sessions, then the SSE
// stream on a socket of its own, and the library's heartbeat POSTs when the answer asks for them.
// It records, per state version, the moment each stream received it. Talks to the parent by IPC.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
// Short requests share a small keep-alive pool; every stream has its own socket (as in a browser).
const agent = new http.Agent({ keepAlive: true, maxSockets: 48 });
const conns = [];
/** version -> receive times (ms since the epoch, sub-ms) of every stream that got it. */
const received = new Map();
let lost = 0;
/** Streams open now: a version is complete when this many have it. */
let openNow = 0;
let failed = 0;
const statuses = {};
const reads = [];
const readErrors = {};
let heartbeatsFailed = 0;
let heartbeats = 0;
let stopping = false;

function request(base, method, path, body) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({
      host: url.hostname, port: url.port, path: url.pathname + url.search, method, agent,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

async function timedGet(base, path, kind) {
  const started = now();
  try {
    const res = await request(base, 'GET', path);
    if (res.status !== 200) readErrors[`${kind} ${res.status}`] = (readErrors[`${kind} ${res.status}`] ?? 0) + 1;
  } catch (err) {
    readErrors[`${kind} ${err.code ?? err.message}`] = (readErrors[`${kind} ${err.code ?? err.message}`] ?? 0) + 1;
  }
  reads.push(now() - started);
}

function record(version, at) {
  let list = received.get(version);
  if (!list) received.set(version, (list = []));
  list.push(at);
  if (list.length === openNow) process.send({ type: 'all', version });
}

/** Reads `event: state` ids off the stream; each message comes in one write, but chunks may split. */
function follow(conn, res) {
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk) => {
    const at = now();
    buffer += chunk;
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (!block.startsWith('event: state\n')) continue;
      const id = /\nid: (\d+)/.exec(block);
      if (id) {
        conn.lastEventId = id[1];
        record(Number(id[1]), at);
      }
    }
  });
  const gone = () => {
    if (conn.open && !stopping) lost += 1;
    if (conn.open) openNow -= 1;
    conn.open = false;
    clearInterval(conn.beat);
  };
  res.on('close', gone);
  res.on('error', gone);
}

async function openOne(job, i) {
  const base = job.bases[i % job.bases.length];
  const registrationId = job.registrationIds?.[i];
  if (job.pageReads) {
    // The personal page: these four go out together, as the app's loaders do.
    await Promise.all([
      timedGet(base, `/frontend-api/projectevents/${job.event}`, 'project'),
      registrationId ? timedGet(base, `/api/registrations/${job.projectId}/${registrationId}`, 'registration') : undefined,
      timedGet(base, '/live-director/library.js', 'library'),
      timedGet(base, `/live-director/state/${job.broadcast}`, 'state'),
    ]);
  }
  let session;
  try {
    const res = await request(base, 'POST', '/live-director/sessions', { broadcast: job.broadcast, registrationId, browserId: crypto.randomUUID() });
    if (res.status !== 201) throw Object.assign(new Error('session'), { code: `session ${res.status}` });
    session = JSON.parse(res.body.toString('utf8'));
  } catch (err) {
    failed += 1;
    statuses[err.code ?? err.message] = (statuses[err.code ?? err.message] ?? 0) + 1;
    return;
  }
  const conn = { open: false, lastEventId: '' };
  await new Promise((resolve) => {
    const url = new URL(session.streamUrl, base);
    const req = http.get({
      host: url.hostname, port: url.port, path: url.pathname, agent: false,
      localAddress: job.localAddresses[i % job.localAddresses.length],
      headers: { accept: 'text/event-stream' },
    }, (res) => {
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode !== 200) {
        failed += 1;
        res.resume();
        return resolve();
      }
      conn.open = true;
      openNow += 1;
      conns.push(conn);
      follow(conn, res);
      resolve();
    });
    req.on('error', (err) => {
      if (!conn.open) {
        failed += 1;
        statuses[err.code ?? err.message] = (statuses[err.code ?? err.message] ?? 0) + 1;
        resolve();
      }
    });
    conn.req = req;
  });
  if (conn.open && session.heartbeatMs > 0) {
    const body = { broadcast: job.broadcast, registrationId };
    conn.beat = setInterval(() => {
      heartbeats += 1;
      request(base, 'POST', `/live-director/sessions/${session.sessionId}/heartbeat`, body)
        .then((r) => { if (r.status !== 204) heartbeatsFailed += 1; }, () => { heartbeatsFailed += 1; });
    }, session.heartbeatMs);
  }
}

/** Opens job.count connections at job.perSecond, reporting progress about every second. */
async function open(job) {
  const started = now();
  const pending = [];
  let lastReport = 0;
  for (let i = 0; i < job.count; i++) {
    const due = started + (i * 1000) / job.perSecond;
    const wait = due - now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(openOne(job, job.offset + i));
    if (now() - lastReport > 1000) {
      lastReport = now();
      process.send({ type: 'progress', open: conns.length, failed });
    }
  }
  await Promise.all(pending);
  process.send({ type: 'opened', open: conns.length, failed, statuses, rampSeconds: (now() - started) / 1000 });
}

process.on('message', (msg) => {
  if (msg.type === 'open') void open(msg.job);
  else if (msg.type === 'collect') {
    const times = received.get(msg.version) ?? [];
    process.send({ type: 'times', version: msg.version, times, open: openNow, lost });
  } else if (msg.type === 'reads') {
    process.send({ type: 'reads', reads, readErrors, heartbeats, heartbeatsFailed });
  } else if (msg.type === 'stop') {
    stopping = true;
    for (const conn of conns) {
      clearInterval(conn.beat);
      conn.req?.destroy();
    }
    agent.destroy();
    process.send({ type: 'stopped', lost });
    setTimeout(() => process.exit(0), 50);
  }
});
process.on('disconnect', () => process.exit(0));
