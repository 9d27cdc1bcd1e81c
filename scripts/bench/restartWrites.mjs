// The writes of the rolling-restart row (restartRow.mjs): registrations at a steady rate, each with
// its own Idempotency-Key, as the page's outbox sends them, split over the two processes. A write
// whose request fails with a connection error or a 5xx is sent again with the SAME key to the
// other process after a moment (what the outbox does, through a balancer that routes around the
// process that is gone); an answer below 500 is final. Acknowledged: every write answered 2xx.
import http from 'node:http';
import { newKey, registrationBody } from './load.mjs';

const RETRY_MS = 250;
const ATTEMPTS = 20;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const count = (into, key) => {
  into[key] = (into[key] ?? 0) + 1;
};
const now = () => performance.timeOrigin + performance.now();
const round = (n) => Math.round(n);

function post(agent, base, path, body, key) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode, replayed: res.headers['idempotent-replayed'] === 'true' }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Starts `perSecond` registrations a second over `bases`; stop() waits for every one to settle. */
export function startWrites({ bases, perSecond, tag = 'restart' }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  /** Per write: its e-mail, its final status, whether a retry went elsewhere, whether the answer was a replay. */
  const writes = [];
  const attempts = {};
  const pending = new Set();
  const other = (base) => bases.find((b) => b !== base) ?? base;

  async function write(i) {
    const body = registrationBody(tag);
    const w = { email: JSON.parse(body).email, key: newKey(), started: now(), tries: 0 };
    writes.push(w);
    let base = bases[i % bases.length];
    for (;;) {
      w.tries += 1;
      const res = await post(agent, base, '/api/registrations', body, w.key).catch((err) => ({
        status: err.code ?? err.message,
      }));
      count(attempts, res.status);
      const final = typeof res.status === 'number' && res.status < 500;
      if (final || w.tries >= ATTEMPTS) {
        Object.assign(w, { status: res.status, replayed: !!res.replayed, ms: now() - w.started });
        return;
      }
      base = other(base);
      await sleep(RETRY_MS);
    }
  }

  const started = now();
  let sent = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((now() - started) * perSecond) / 1000);
    while (sent < due) {
      const p = write(sent++);
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
  }, 5);

  return {
    get sent() {
      return sent;
    },
    async stop() {
      clearInterval(timer);
      const sending = (now() - started) / 1000;
      while (pending.size) await Promise.all([...pending]);
      agent.destroy();
      // Until the last answer: a server that falls behind answers the last writes late.
      return { writes, attempts, started, sending, seconds: (now() - started) / 1000 };
    },
  };
}

/** A state change every second, to whichever process answers (a balancer's retry on the other). */
export function startDirector(servers, token, eventId) {
  const versions = [];
  let running = true;
  const change = async (i) => {
    for (const s of [servers[i % 2], servers[(i + 1) % 2]]) {
      const res = await fetch(`${s.base}/live-director/control/${eventId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ visible: { chat: i % 2 === 0 } }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      if (!res?.ok) continue;
      const { version } = await res.json();
      versions.push({ version, at: now() });
      return version;
    }
    return undefined;
  };
  const loop = (async () => {
    for (let i = 0; running; i++) {
      await change(i);
      await sleep(1000);
    }
  })();
  return {
    versions,
    change,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** The surviving process's snapshot read, four times a second: [ms after `from`, answer ms] of the slow ones. */
export function startProbe(base, broadcast, from) {
  const slow = [];
  let running = true;
  let max = 0;
  const loop = (async () => {
    while (running) {
      const t = now();
      await fetch(`${base}/live-director/state/${broadcast}`, { signal: AbortSignal.timeout(30_000) })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      const took = now() - t;
      max = Math.max(max, took);
      if (took > 250) slow.push([round(t - from()), round(took)]);
      await sleep(250);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { maxMs: round(max), slow };
    },
  };
}
