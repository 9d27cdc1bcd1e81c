// The poll storm inside one load-client process of `npm run bench:live` (liveClient.mjs): once a
// page's stream has the state that starts the poll, it waits a human 0..spreadMs and votes, as the
// app does (POST .../vote with an Idempotency-Key); a share of the votes is sent a second time with
// the same key (the outbox after a lost answer) and must count once. It records each vote's
// latency, which option was acknowledged, whether the pushed state carried the poll's definition,
// and, asked for the final counts, when each page's latest `event: results` showed them.

/** JSON with its keys sorted, to compare answers by content. */
function canonical(bytes) {
  const sort = (v) =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort(v[k])]),
          )
        : v;
  try {
    return JSON.stringify(sort(JSON.parse(bytes.toString())));
  } catch {
    return bytes.toString();
  }
}

export function createVoting({ request, now, agent }) {
  let job;
  const latencies = [];
  /** [sent, ms] of each vote: when in the storm the slow ones were. */
  const timeline = [];
  const statuses = {};
  /** optionId -> acknowledged votes (200). */
  const acknowledged = {};
  let lastAckAt = 0;
  let scheduled = 0;
  let finished = 0;
  let repeats = 0;
  let retries = 0;
  /** optionId -> votes never answered 200 (their fate unknown to the page: counted or not). */
  const unanswered = {};
  let repeatsDiffering = 0;
  let itemsSeen = 0;
  const parsed = new Map();

  /** A vote as the app's outbox sends it: again with the same key after a failure, until answered. */
  async function vote(conn) {
    const optionId = job.options[Math.floor(Math.random() * job.options.length)];
    const key = `bench-vote-${conn.voterId}`;
    const body = { voterId: conn.voterId, optionId };
    const path = `/live-director/polls/${conn.broadcast}/${job.pollId}/vote`;
    const started = now();
    let outcome;
    for (let attempt = 0; attempt < 4 && outcome?.status !== 200; attempt++) {
      if (attempt > 0) {
        retries += 1;
        await new Promise((r) => setTimeout(r, 1000));
      }
      outcome = await request(conn.base, 'POST', path, body, agent, { 'idempotency-key': key }).catch((err) => ({
        status: err.code ?? err.message,
      }));
    }
    latencies.push(now() - started);
    timeline.push([started, now() - started]);
    statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
    if (outcome.status === 200) {
      acknowledged[optionId] = (acknowledged[optionId] ?? 0) + 1;
      lastAckAt = Math.max(lastAckAt, now());
      if (Math.random() < job.repeatShare) {
        repeats += 1;
        const again = await request(conn.base, 'POST', path, body, agent, { 'idempotency-key': key }).catch(
          () => undefined,
        );
        // The same answer, whatever the order of its keys (a replay comes from the stored jsonb).
        if (again?.status !== 200 || canonical(again.body) !== canonical(outcome.body)) repeatsDiffering += 1;
      }
    } else unanswered[optionId] = (unanswered[optionId] ?? 0) + 1;
    finished += 1;
  }

  /** Whether the state that started the poll carried the poll's definition (the page needs no read). */
  function sawItem(conn) {
    if (conn.sawItem || !conn.lastState?.includes(`"poll":{"id":"${job.pollId}"`)) return;
    conn.sawItem = true;
    itemsSeen += 1;
  }

  function schedule(conn) {
    if (conn.voteScheduled) return;
    conn.voteScheduled = true;
    scheduled += 1;
    setTimeout(() => void vote(conn), Math.random() * job.spreadMs);
  }

  /** The latest results message's counts of the poll (the same bytes reach every page: parsed once). */
  function countsOf(data) {
    let counts = parsed.get(data);
    if (counts === undefined) {
      counts = JSON.stringify(JSON.parse(data).results?.[job.pollId] ?? null);
      parsed.set(data, counts);
    }
    return counts;
  }

  return {
    /**
     * Opens `count` keep-alive connections per server before the storm, as a browser has its own
     * from loading the page: otherwise the storm measures a thousand TCP handshakes at once (a SYN
     * dropped by a full accept queue comes back 1, 3, 7, 15 s later), not the votes.
     */
    async warm(bases, count, conns = []) {
      let next = 0;
      const one = async () => {
        while (next < count * bases.length) {
          const base = bases[next++ % bases.length];
          await request(base, 'GET', '/healthz', undefined, agent).catch(() => undefined);
        }
      };
      // All at once, so each takes a socket of its own; 64 at a time would reuse the same few.
      await Promise.all(Array.from({ length: count * bases.length }, one));
      // Every page holds its voter id before the poll starts: the live page of an open event asks the
      // server for one as it opens and keeps it (src/features/live-interaction/voter.ts; issue 43).
      let issued = 0;
      const issue = async () => {
        while (issued < conns.length) {
          const conn = conns[issued++];
          if (conn.voterId) continue;
          const res = await request(conn.base, 'POST', '/live-director/voter-id', {}, agent).catch(() => undefined);
          if (res?.status === 200) conn.voterId = JSON.parse(res.body.toString()).voterId;
        }
      };
      await Promise.all(Array.from({ length: 64 }, issue));
    },
    /** A stream's `event: state` block (called by liveClient.mjs for every page). */
    onState(conn, version, block) {
      conn.lastState = block;
      if (!job || version < job.version) return;
      sawItem(conn);
      if (conn.voter) schedule(conn);
    },
    /** Starts the storm for this process's pages: the first `share` of them vote. */
    start(storm, conns) {
      job = storm;
      const voters = Math.round(conns.length * storm.share);
      conns.forEach((conn, i) => {
        conn.voter = i < voters;
        // Not issued (the request failed): an id of its own, which the server refuses (403), counted as such.
        conn.voterId ??= `bench-${storm.run}-${process.pid}-${String(i).padStart(6, '0')}`;
        if (Number(conn.lastEventId) < storm.version) return;
        // The state that started the poll came before this job did.
        sawItem(conn);
        if (conn.voter) schedule(conn);
      });
    },
    report: () => ({
      latencies,
      statuses,
      acknowledged,
      unanswered,
      retries,
      slowest: timeline.sort((a, b) => b[1] - a[1]).slice(0, 10),
      lastAckAt,
      scheduled,
      finished,
      repeats,
      repeatsDiffering,
      itemsSeen,
    }),
    /** Per open page: when its latest pushed counts arrived if they are `expected` (a JSON string), else unmatched. */
    final(conns, expected) {
      const times = [];
      let unmatched = 0;
      for (const conn of conns) {
        if (!conn.open) continue;
        if (conn.results && countsOf(conn.results) === expected) times.push(conn.resultsAt);
        else unmatched += 1;
      }
      return { times, unmatched };
    },
  };
}
