/**
 * The demo's captioner (issue 48; config.demoCaptions, not in production): while hybrid-summit is
 * on air, watched or not (as a captioner in the hall, so the first page opened already finds the
 * talk so far and is rendered with its captions' place), a line of its opening every LINE_MS of the
 * broadcast clock, in English and Dutch, first half-typed and then final, as a live captioner
 * would post it. Each line is the clock's: its `seq` is the number of LINE_MS since the on-air
 * moment and its moment that time, so every process posts the same lines (a repeat changes
 * nothing) and a replay is in step with the recording.
 */
import type { Db } from '../../db/client.ts';
import { errorSummary } from '../../lib/logSafe.ts';
import type { Broadcasts } from '../broadcasts.ts';
import type { LiveHubs } from '../hub.ts';
import { SUMMIT_LINES } from './demoScript.ts';
import type { CaptionsPush } from './push.ts';
import { saveCaption } from './store.ts';

export const DEMO_EVENT = 'hybrid-summit';
/** A line every four seconds: about the pace of a speaker's sentence. */
export const LINE_MS = 4000;
const TICK_MS = 1000;

/** The lines at `clockMs` into the broadcast: the current one half-typed in its first half, final after. */
export function demoLinesAt(clockMs: number) {
  const seq = Math.floor(clockMs / LINE_MS);
  const [en, nl] = SUMMIT_LINES[seq % SUMMIT_LINES.length]!;
  const final = clockMs - seq * LINE_MS >= LINE_MS / 2;
  const half = (text: string) =>
    final
      ? text
      : text
          .split(' ')
          .slice(0, Math.ceil(text.split(' ').length / 2))
          .join(' ');
  return {
    seq,
    final,
    lines: [
      { lang: 'en', text: half(en) },
      { lang: 'nl', text: half(nl) },
    ],
  };
}

export function startDemoCaptions(options: {
  db: Db;
  broadcasts: Broadcasts;
  hubs: LiveHubs;
  push: CaptionsPush;
  now(): Date;
}) {
  const { db, broadcasts, hubs, push, now } = options;
  let posted = '';
  let busy = false;

  async function tick() {
    const info = await broadcasts.byEvent(DEMO_EVENT);
    if (!info?.captions) return;
    const state = await hubs.snapshot(info);
    if (state.state !== 'on-air' || !state.onAirAt) return;
    const onAirMs = Date.parse(state.onAirAt);
    const clockMs = now().getTime() - onAirMs;
    if (clockMs < 0) return;
    const { seq, final, lines } = demoLinesAt(clockMs);
    const key = `${info.broadcast}:${seq}:${final}`;
    if (key === posted) return;
    let changed = false;
    for (const { lang, text } of lines) {
      const at = new Date(onAirMs + seq * LINE_MS);
      const saved = await saveCaption(db, info.broadcast, { seq, lang, text, final }, now(), at);
      changed ||= saved.changed;
    }
    posted = key;
    if (changed) push.publish(info.broadcast);
  }

  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    tick()
      .catch((err: unknown) => console.warn(`Demo captions not posted: ${errorSummary(err)}`))
      .finally(() => {
        busy = false;
      });
  }, TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
