// Reactions and the word cloud inside one load-client process of `npm run bench:live` (issue 50;
// liveClient.mjs hands it every `event: reactions` and `event: cloud` block). Each page adds up
// the reaction bursts it receives and keeps the cloud's latest total, with when they arrived and how
// many messages came; the chosen pages send their taps or words (a key each, as the app does; a
// share of the words sent twice with the same key, as the outbox after a lost answer) at a random
// moment of the storm, with each answer's latency.
const sum = (list) => list.reduce((a, b) => a + b, 0);
const WORDS = Array.from({ length: 200 }, (_, i) => `word${i}`);

export function createAudience({ request, now, agent }) {
  let job;
  const latencies = [];
  const statuses = {};
  let acknowledged = 0;
  let lastAckAt = 0;
  let scheduled = 0;
  let finished = 0;
  let repeats = 0;
  let repeatsDiffering = 0;
  /** The same bytes reach every page: each message is parsed once. */
  const parsed = new Map();
  const readOnce = (data, read) => {
    let n = parsed.get(data);
    if (n === undefined) {
      n = read(JSON.parse(data));
      parsed.set(data, n);
    }
    return n;
  };

  function onBlock(conn, block, at) {
    const data = block.slice(block.indexOf('\ndata: ') + 7);
    if (block.startsWith('event: reactions\n')) {
      conn.reactionSum = (conn.reactionSum ?? 0) + readOnce(data, (d) => sum(Object.values(d.reactions)));
      conn.reactionMessages = (conn.reactionMessages ?? 0) + 1;
      conn.audienceAt = at;
    } else {
      conn.cloudTotal = readOnce(data, (d) => d.cloud?.total ?? 0);
      conn.cloudMessages = (conn.cloudMessages ?? 0) + 1;
      conn.audienceAt = at;
    }
  }

  async function send(conn, i) {
    const words = job.kind === 'words';
    // A Zipf-like pick: a few words are sent by many, most by few (a cloud's shape).
    const word = WORDS[Math.floor(WORDS.length * Math.random() ** 3)];
    const body = words ? { voterId: conn.voterId, word } : { voterId: conn.voterId, reaction: 'clap' };
    const path = words
      ? `/live-director/clouds/${conn.broadcast}/${job.cloudId}/words`
      : `/live-director/reactions/${conn.broadcast}`;
    const headers = { 'idempotency-key': `bench-${job.kind}-${job.run}-${process.pid}-${i}` };
    const started = now();
    const outcome = await request(conn.base, 'POST', path, body, agent, headers).catch((err) => ({
      status: err.code ?? err.message,
    }));
    latencies.push(now() - started);
    statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
    if (outcome.status === 200) {
      acknowledged += 1;
      lastAckAt = Math.max(lastAckAt, now());
      if (words && Math.random() < job.repeatShare) {
        repeats += 1;
        const again = await request(conn.base, 'POST', path, body, agent, headers).catch(() => undefined);
        if (again?.status !== 200 || again.body.toString() !== outcome.body.toString()) repeatsDiffering += 1;
      }
    }
    finished += 1;
  }

  const api = {
    onBlock,
    /** The first `share` of this process's open pages each send one tap or word within `spreadMs`. */
    start(storm, conns) {
      job = storm;
      conns.forEach((conn, i) => {
        conn.reactionSum = 0;
        conn.reactionMessages = 0;
        conn.cloudMessages = 0;
        if (i >= Math.round(conns.length * storm.share) || !conn.open) return;
        scheduled += 1;
        setTimeout(() => void send(conn, i), Math.random() * storm.spreadMs);
      });
    },
    report: () => ({
      latencies,
      statuses,
      acknowledged,
      lastAckAt,
      scheduled,
      finished,
      repeats,
      repeatsDiffering,
    }),
    /**
     * Per open page: when it last heard of the storm, if what it holds is within `expected` ({ min,
     * max }: a write never answered may or may not have counted); its messages.
     */
    final(conns, expected) {
      const times = [];
      const messages = [];
      let unmatched = 0;
      for (const conn of conns) {
        if (!conn.open) continue;
        const held = job.kind === 'words' ? conn.cloudTotal : conn.reactionSum;
        messages.push(job.kind === 'words' ? conn.cloudMessages : conn.reactionMessages);
        if (held >= expected.min && held <= expected.max) times.push(conn.audienceAt);
        else unmatched += 1;
      }
      return { times, unmatched, maxMessages: Math.max(0, ...messages) };
    },
    /** The parent's messages: `audience` starts, `audience-report` and `audience-final` are answered. */
    message(msg, conns, reply) {
      if (msg.type === 'audience') api.start(msg.job, conns);
      else if (msg.type === 'audience-report') reply({ type: 'audience-report', ...api.report() });
      else if (msg.type === 'audience-final') reply({ type: 'audience-final', ...api.final(conns, msg.expected) });
    },
  };
  return api;
}
