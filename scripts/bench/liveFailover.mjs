// The rolling-restart row's pages inside one load-client process (liveClient.mjs; restartRow.mjs
// drives them). When a page's stream ends (its process is stopping: a `retry:` line, then the end)
// it comes back as the app's does (src/api/eventStream.ts with useLiveLibrary.ts): with `honourRetry`
// (the default) the first wait is the stop's come-back delay (the event beside the `retry:` line, the
// same time), and it reopens the stream with Last-Event-ID without a snapshot; else (or when that
// reopening fails) a random 0..max(5 s, 1 s x 2^attempt) as after a drop without it, and it fetches
// the snapshot (GET /live-director/state) before it reopens.
// No balancer runs in front of the bench: a request that finds its process gone (connection refused
// or reset) or stopping (5xx, the stream's 503) is sent on to the other process, as a balancer in
// front would send it (nginx proxy_next_upstream), and the page stays there.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const count = (into, key) => {
  into[key] = (into[key] ?? 0) + 1;
};
/** Connection errors come as codes (strings); a 5xx is a stopping or failing process. */
const passOn = (status) => typeof status === 'string' || status >= 500;

export function createFailover({ request, stream, now, stopping }) {
  let job;
  /** One entry per dropped stream: when it dropped, what it was told, when it was back. */
  const pages = [];
  const refused = {};
  const other = (base) => job.bases.find((b) => b !== base) ?? base;
  const moveTo = (conn, base) => {
    conn.base = base;
    conn.url = new URL(conn.url.pathname + conn.url.search, base);
  };

  /** The page's beforeReconnect: the versioned snapshot. */
  async function snapshot(conn, page) {
    for (let tries = 0; tries < 2; tries++) {
      const res = await request(conn.base, 'GET', `/live-director/state/${conn.broadcast}`).catch((err) => ({
        status: err.code ?? err.message,
      }));
      if (res.status === 200) {
        page.snapshotAt = now();
        page.snapshotVersion = Number(JSON.parse(res.body.toString('utf8')).version);
        return;
      }
      count(refused, `state ${res.status}`);
      if (!passOn(res.status)) return;
      moveTo(conn, other(conn.base));
    }
  }

  async function reopen(conn) {
    for (let tries = 0; tries < 2; tries++) {
      const status = await stream(conn);
      if (status === 200) return true;
      count(refused, `stream ${status}`);
      if (!passOn(status)) return false;
      moveTo(conn, other(conn.base));
    }
    return false;
  }

  async function comeBack(conn) {
    const page = { droppedAt: now(), from: conn.base, retryMs: conn.retryMs, before: Number(conn.lastEventId) || 0 };
    conn.retryMs = undefined;
    conn.page = page;
    pages.push(page);
    for (let attempt = 0; !stopping(); attempt++) {
      const told = job.honourRetry && attempt === 0 && page.retryMs !== undefined;
      await sleep(told ? page.retryMs : Math.random() * Math.min(30_000, Math.max(job.spreadMs, 1000 * 2 ** attempt)));
      if (stopping()) return;
      if (!told) await snapshot(conn, page);
      if (await reopen(conn)) {
        page.reopenAt = now();
        page.to = conn.base;
        page.attempts = attempt + 1;
        return;
      }
    }
  }

  return {
    start(given) {
      job = given;
    },
    get active() {
      return job !== undefined;
    },
    /** The stream said `retry: <ms>` (the stop's last words before its end). */
    onRetry(conn, ms) {
      conn.retryMs = ms;
    },
    dropped(conn) {
      void comeBack(conn);
    },
    /** A state message: the first one on the page's reopened stream (it may come before reopen() returns). */
    onState(conn, version, at) {
      const page = conn.page;
      if (page && conn.open && page.firstStateAt === undefined) {
        page.firstStateAt = at;
        page.firstStateVersion = version;
      }
    },
    report: () => ({ pages, refused }),
  };
}
