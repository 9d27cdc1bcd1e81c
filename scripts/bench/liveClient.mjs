// One load-client process of `npm run bench:live` (forked by scripts/bench/liveClients.mjs). It opens
// live connections the way the app does, over raw node:http: optionally the page's reads (project
// document, registration, library, live state), then POST /live-director/sessions, then the SSE
// stream on a socket of its own, and the library's heartbeat POSTs when the answer asks for them.
// It records, per state version, the moment each stream received it. Talks to the parent by IPC.
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createCaptionReceiver } from './liveCaptionReceiver.mjs';
import { createFailover } from './liveFailover.mjs';
import { beatAgent, destroyAgents, request, voteAgent } from './liveRequest.mjs';
import { createVoting } from './liveVoter.mjs';
import { createAudience } from './liveAudienceClient.mjs';

const now = () => performance.timeOrigin + performance.now();
const conns = [];
/** version -> receive times (ms since the epoch, sub-ms) of every stream that got it. */
const received = new Map();
let lost = 0;
/** Streams open now: a version is complete when this many have it. */
let openNow = 0;
let failed = 0;
const statuses = {};
/** kind -> latencies (ms) of the page's reads. */
const reads = {};
const readErrors = {};
let heartbeatsFailed = 0;
let heartbeats = 0;
let stopping = false;
// This process's own event-loop delay: a latency is only the server's when the client was not stalled.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const voting = createVoting({ request, now, agent: voteAgent });
// The rolling-restart row: dropped streams come back, to the other process if theirs is gone.
const failover = createFailover({ request, stream, now, stopping: () => stopping });
const captions = createCaptionReceiver(); // the caption row (liveCaptionRow.mjs): each line's arrival against its POST
const audience = createAudience({ request, now, agent: voteAgent }); // reactions and word cloud (issue 50)

async function timedGet(base, path, kind) {
  const started = now();
  try {
    const res = await request(base, 'GET', path);
    if (res.status !== 200) readErrors[`${kind} ${res.status}`] = (readErrors[`${kind} ${res.status}`] ?? 0) + 1;
  } catch (err) {
    readErrors[`${kind} ${err.code ?? err.message}`] = (readErrors[`${kind} ${err.code ?? err.message}`] ?? 0) + 1;
  }
  addRead(kind, now() - started);
}

function addRead(kind, ms) {
  reads[kind] ??= [];
  reads[kind].push(ms);
}

function record(version, at) {
  let list = received.get(version);
  if (!list) {
    list = [];
    received.set(version, list);
  }
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
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      // A stop's last words: `retry: <ms>` with the come-back event of the same delay.
      if (block.startsWith('retry: ')) failover.onRetry(conn, Number(/^retry: (\d+)/.exec(block)?.[1]));
      if (block.startsWith('event: results\n')) {
        conn.results = block.slice(block.indexOf('\ndata: ') + 7);
        conn.resultsAt = at;
        continue;
      }
      if (block.startsWith('event: captions\n')) captions.onBlock(block, at);
      if (/^event: (reactions|cloud)\n/.test(block)) audience.onBlock(conn, block, at);
      if (!block.startsWith('event: state\n')) continue;
      const id = /\nid: (\d+)/.exec(block);
      if (id) {
        conn.lastEventId = id[1];
        record(Number(id[1]), at);
        failover.onState(conn, Number(id[1]), at);
        voting.onState(conn, Number(id[1]), block);
      }
    }
  });
  const gone = () => {
    if (!conn.open) return;
    conn.open = false;
    openNow -= 1;
    if (stopping) return;
    if (storm) void reconnect(conn);
    else if (failover.active) failover.dropped(conn);
    else lost += 1;
  };
  res.on('close', gone);
  res.on('error', gone);
}

/** GET the stream (resuming after conn.lastEventId); answers the status, or the error's code. */
function stream(conn) {
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: conn.url.hostname,
        port: conn.url.port,
        path: conn.url.pathname,
        agent: false,
        localAddress: conn.localAddress,
        headers: { accept: 'text/event-stream', ...(conn.lastEventId ? { 'last-event-id': conn.lastEventId } : {}) },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return resolve(res.statusCode);
        }
        conn.open = true;
        openNow += 1;
        follow(conn, res);
        resolve(200);
      },
    );
    req.on('error', (err) => {
      if (!conn.open) resolve(err.code ?? err.message);
    });
    conn.req = req;
  });
}

/**
 * After a server restart, as the app does (src/api/eventStream.ts with spreadMs 5 s): wait a random
 * 0..max(5 s, 1 s x 2^attempt) (at most 30 s), fetch the snapshot, reopen with Last-Event-ID.
 */
async function reconnect(conn) {
  for (let attempt = 0; !stopping; attempt++) {
    await new Promise((r) => setTimeout(r, Math.random() * Math.min(30_000, Math.max(5000, 1000 * 2 ** attempt))));
    if (stopping) return;
    await request(conn.base, 'GET', `/live-director/state/${conn.broadcast}`).catch(() => undefined);
    const status = await stream(conn);
    if (status === 200) {
      checkProject(conn);
      storm.reconnected += 1;
      storm.lastAt = now();
      return;
    }
    storm.refused[status] = (storm.refused[status] ?? 0) + 1;
  }
}
let storm;

/** As the page does once its stream is open (src/hooks/useLiveLibrary.ts): it reads its project again. */
function checkProject(conn) {
  if (conn.event) request(conn.base, 'GET', `/frontend-api/projectevents/${conn.event}`).catch(() => undefined);
}

async function openOne(job, i) {
  const base = job.bases[i % job.bases.length];
  const registrationId = job.registrationIds?.[i];
  if (job.pageReads) {
    // The personal page: these four go out together, as the app's loaders do.
    await Promise.all([
      timedGet(base, `/frontend-api/projectevents/${job.event}`, 'project'),
      registrationId
        ? timedGet(base, `/api/registrations/${job.projectId}/${registrationId}`, 'registration')
        : undefined,
      timedGet(base, '/live-director/library.js', 'library'),
      timedGet(base, `/live-director/state/${job.broadcast}`, 'state'),
    ]);
  }
  let session;
  const sessionStarted = now();
  try {
    const res = await request(base, 'POST', '/live-director/sessions', {
      broadcast: job.broadcast,
      registrationId,
      browserId: crypto.randomUUID(),
    });
    if (res.status !== 201) throw Object.assign(new Error('session'), { code: `session ${res.status}` });
    session = JSON.parse(res.body.toString('utf8'));
    if (job.pageReads) addRead('session', now() - sessionStarted);
  } catch (err) {
    failed += 1;
    statuses[err.code ?? err.message] = (statuses[err.code ?? err.message] ?? 0) + 1;
    return;
  }
  const conn = {
    open: false,
    lastEventId: '',
    base,
    broadcast: job.broadcast,
    url: new URL(session.streamUrl, base),
    localAddress: job.localAddresses[i % job.localAddresses.length],
    event: job.pageReads ? job.event : undefined,
  };
  const streamStarted = now();
  const status = await stream(conn);
  if (status === 200) checkProject(conn);
  if (job.pageReads) addRead('stream', now() - streamStarted);
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (status !== 200) failed += 1;
  else conns.push(conn);
  if (conn.open && session.heartbeatMs > 0) {
    const body = { broadcast: job.broadcast, registrationId };
    conn.beat = setInterval(() => {
      heartbeats += 1;
      request(base, 'POST', `/live-director/sessions/${session.sessionId}/heartbeat`, body, beatAgent).then(
        (r) => {
          if (r.status !== 204) heartbeatsFailed += 1;
        },
        () => {
          heartbeatsFailed += 1;
        },
      );
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
  } else if (msg.type === 'storm') {
    // The server is about to restart: dropped streams reconnect instead of counting as lost.
    storm = { reconnected: 0, refused: {}, lastAt: 0 };
  } else if (msg.type === 'failover') {
    failover.start(msg.job);
  } else if (msg.type === 'failover-report') {
    process.send({ type: 'failover-report', ...failover.report(), open: openNow });
  } else if (msg.type === 'storm-report') {
    process.send({ type: 'storm-report', ...storm, open: openNow });
  } else if (msg.type === 'reads') {
    process.send({
      type: 'reads',
      reads,
      readErrors,
      heartbeats,
      heartbeatsFailed,
      loopMaxMs: loopDelay.max / 1e6,
      loopP99Ms: loopDelay.percentile(99) / 1e6,
    });
  } else if (msg.type === 'warm') {
    void voting.warm(msg.bases, msg.count, conns).then(() => process.send({ type: 'warmed' }));
  } else if (msg.type === 'vote') {
    voting.start(msg.job, conns);
  } else if (msg.type === 'vote-report') {
    process.send({
      type: 'vote-report',
      ...voting.report(),
      loopMaxMs: loopDelay.max / 1e6,
      loopP99Ms: loopDelay.percentile(99) / 1e6,
    });
  } else if (msg.type.startsWith('audience')) {
    audience.message(msg, conns, (answer) => process.send(answer));
  } else if (msg.type === 'final') {
    process.send({ type: 'final', ...voting.final(conns, msg.expected) });
  } else if (msg.type === 'caption-sent') {
    captions.sent(msg.key, msg.at, msg.storm);
  } else if (msg.type === 'caption-report') {
    process.send({ type: 'caption-report', ...captions.report(), open: openNow, lost });
  } else if (msg.type === 'loop-reset') {
    loopDelay.reset();
  } else if (msg.type === 'stop') {
    stopping = true;
    for (const conn of conns) {
      clearInterval(conn.beat);
      conn.req?.destroy();
    }
    destroyAgents();
    process.send({ type: 'stopped', lost });
    setTimeout(() => process.exit(0), 50);
  }
});
process.on('disconnect', () => process.exit(0));
