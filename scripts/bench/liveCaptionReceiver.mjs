// The caption row's side in a load-client process (liveClient.mjs, issue 48): every `event: captions`
// message a page's stream brings, timed against the moment the captioner's POST left (the parent tells
// each line's key and send time by IPC as it posts). A receipt that beats its IPC message waits
// for it. Latencies go into 1 ms buckets (a page count times a line count of samples would not fit),
// one histogram for the whole row and one for the lines posted while the poll storm ran.

/** The histogram's range; slower receipts count as `over`. */
const BUCKETS = 60_000;
// The server writes each line as `{"lang":..,"seq":..,"rev":..,...}`: read by pattern, not parsed.
const LINE = /"lang":"([^"]+)","seq":(\d+),"rev":(\d+)/g;

const histogram = () => ({ counts: new Uint32Array(BUCKETS), over: 0, n: 0, max: 0 });

function add(h, ms) {
  const at = Math.max(0, Math.round(ms));
  if (at >= BUCKETS) h.over += 1;
  else h.counts[at] += 1;
  h.n += 1;
  if (ms > h.max) h.max = ms;
}

/** Only the buckets that hold something: [ms, count] pairs, small enough for IPC. */
const packed = (h) => {
  const pairs = [];
  for (let ms = 0; ms < BUCKETS; ms++) if (h.counts[ms]) pairs.push([ms, h.counts[ms]]);
  return { pairs, over: h.over, n: h.n, max: h.max };
};

export function createCaptionReceiver() {
  /** key -> { at, storm } of every line the parent posted. */
  const sent = new Map();
  /** key -> receive times that came before the parent's word. */
  const early = new Map();
  let all = histogram();
  let storm = histogram();

  const count = (line, at) => {
    add(all, at - line.at);
    if (line.storm) add(storm, at - line.at);
  };

  return {
    /** A `event: captions` block of a stream, received at `at`. */
    onBlock(block, at) {
      for (const [, lang, seq, rev] of block.matchAll(LINE)) {
        const key = `${lang}:${seq}:${rev}`;
        const line = sent.get(key);
        if (line) count(line, at);
        else {
          const list = early.get(key);
          if (list) list.push(at);
          else early.set(key, [at]);
        }
      }
    },
    /** The parent posted `key` at `at` (`storm`: while the poll storm ran). */
    sent(key, at, isStorm) {
      const line = { at, storm: isStorm };
      sent.set(key, line);
      for (const received of early.get(key) ?? []) count(line, received);
      early.delete(key);
    },
    /** What was received so far; lines heard that the parent never posted (earlier runs) are not counted. */
    report() {
      return { all: packed(all), storm: packed(storm) };
    },
    reset() {
      sent.clear();
      early.clear();
      all = histogram();
      storm = histogram();
    },
  };
}
