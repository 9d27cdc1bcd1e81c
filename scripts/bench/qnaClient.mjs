// One load-client process of the audience Q&A bench (scripts/bench/qna.mjs): opens its streams the
// way the app does (POST /live-director/sessions, then the SSE stream), keeps every distinct
// `event: questions` payload once (all streams get the same bytes), and per stream the payloads it
// received: with receive times for a sample of streams, the last one for all. Talks by IPC.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
/** Distinct payload -> its index (arrival order at this process), and each payload's summary. */
const index = new Map();
const summaries = [];
const streams = [];
let failed = 0;
let lost = 0;
let stopping = false;

function summary(data) {
  const list = JSON.parse(data);
  const votes = {};
  const markers = [];
  for (const q of list.questions) {
    votes[q.id] = q.votes;
    const m = /^bench-q-(\d+)$/.exec(q.message);
    if (m) markers.push([Number(m[1]), q.id]);
  }
  return { votes, markers, counts: list.counts };
}

function payloadIndex(data) {
  let i = index.get(data);
  if (i === undefined) {
    i = summaries.length;
    index.set(data, i);
    summaries.push(summary(data));
  }
  return i;
}

function post(base, path, body) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function openOne(job, n) {
  const base = job.bases[n % job.bases.length];
  const res = await post(base, '/live-director/sessions', {
    broadcast: job.broadcast,
    browserId: crypto.randomUUID(),
  }).catch(() => ({ status: 0 }));
  if (res.status !== 201) {
    failed += 1;
    return;
  }
  const url = new URL(JSON.parse(res.body).streamUrl, base);
  const stream = { sampled: streams.length < job.sample, seen: [], last: -1, open: false };
  await new Promise((resolve) => {
    const req = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent: false,
        localAddress: job.localAddresses[n % job.localAddresses.length],
        headers: { accept: 'text/event-stream' },
      },
      (r) => {
        if (r.statusCode !== 200) {
          failed += 1;
          r.resume();
          return resolve();
        }
        stream.open = true;
        streams.push(stream);
        let buffer = '';
        r.setEncoding('utf8');
        r.on('data', (chunk) => {
          const at = now();
          buffer += chunk;
          for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (!block.startsWith('event: questions\n')) continue;
            const i = payloadIndex(block.slice(block.indexOf('\ndata: ') + 7));
            stream.last = i;
            if (stream.sampled) stream.seen.push(i, at);
          }
        });
        const gone = () => {
          if (stream.open && !stopping) lost += 1;
          stream.open = false;
        };
        r.on('close', gone);
        r.on('error', gone);
        resolve();
      },
    );
    req.on('error', () => {
      failed += 1;
      resolve();
    });
    stream.req = req;
  });
}

async function open(job) {
  const started = now();
  const pending = [];
  for (let i = 0; i < job.count; i++) {
    const wait = started + (i * 1000) / job.perSecond - now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(openOne(job, job.offset + i));
  }
  await Promise.all(pending);
  process.send({ type: 'opened', open: streams.length, failed });
}

/** The first payload (arrival order) that shows each write: a question's marker, an upvote's count reached. */
function firstShowing(writes) {
  const markerAt = new Map();
  const votesOf = new Map(); // question id -> [payload index, votes] in order
  for (const [i, s] of summaries.entries()) {
    for (const [m] of s.markers) if (!markerAt.has(m)) markerAt.set(m, i);
    for (const [id, votes] of Object.entries(s.votes)) {
      let list = votesOf.get(Number(id));
      if (!list) {
        list = [];
        votesOf.set(Number(id), list);
      }
      list.push([i, votes]);
    }
  }
  return writes.map((w) => {
    if (w.kind === 'question') return markerAt.get(w.marker) ?? -1;
    const hit = (votesOf.get(w.id) ?? []).find(([, votes]) => votes >= w.votes);
    return hit ? hit[0] : -1;
  });
}

/** Per write, per sampled stream: when it received the first payload at or after the one that shows the write. */
function evaluate(writes) {
  const first = firstShowing(writes);
  const latencies = [];
  let unseen = 0;
  for (const stream of streams.filter((x) => x.sampled)) {
    const seen = stream.seen;
    for (const [k, w] of writes.entries()) {
      if (first[k] < 0) {
        unseen += 1;
        continue;
      }
      let lo = 0;
      let hi = seen.length / 2;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (seen[mid * 2] >= first[k]) hi = mid;
        else lo = mid + 1;
      }
      if (lo >= seen.length / 2) unseen += 1;
      else latencies.push(Math.max(0, seen[lo * 2 + 1] - w.ackAt));
    }
  }
  const newest = summaries.length - 1;
  const stale = streams.filter((x) => x.last !== newest).length;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : null;
  return {
    measured: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? null,
    unseen,
    stale,
    open: streams.filter((x) => x.open).length,
    lost,
    failed,
    payloads: summaries.length,
    final: summaries[newest]?.counts,
  };
}

process.on('message', (msg) => {
  if (msg.type === 'open') void open(msg.job);
  else if (msg.type === 'evaluate') process.send({ type: 'evaluated', ...evaluate(msg.writes) });
  else if (msg.type === 'stop') {
    stopping = true;
    for (const s of streams) s.req?.destroy();
    agent.destroy();
    setTimeout(() => process.exit(0), 50);
  }
});
process.on('disconnect', () => process.exit(0));
