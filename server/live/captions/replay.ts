/**
 * The replay's captions (issue 48): a broadcast's kept lines as cues timed from the recording's
 * start, the broadcast's on-air moment (the organiser's switch, else the event's start, as the
 * live player's clock), for the transcript beside the on-demand player and its WebVTT track.
 */
import type { CaptionTranscript } from '../../../src/contract/captions.ts';
import { captionCues } from '../../../src/domain/captions.ts';
import type { Db } from '../../db/client.ts';
import type { Broadcast } from '../broadcasts.ts';
import { readControl } from '../controlState.ts';
import { captionLanguages, captionsOf } from './store.ts';

/** Where the recording starts: the organiser's on-air moment, else the event's start. */
export async function recordingStartMs(db: Db, info: Broadcast): Promise<number> {
  const row = await readControl(db, info.broadcast);
  return row?.onAirAt?.getTime() ?? info.startMs;
}

/** One language's transcript (`wanted`, else the first captioned language). */
export async function transcriptOf(db: Db, info: Broadcast, wanted?: string): Promise<CaptionTranscript> {
  const languages = await captionLanguages(db, info.broadcast);
  const lang = wanted && languages.includes(wanted) ? wanted : (languages[0] ?? null);
  if (!lang) return { languages, lang, cues: [] };
  const [lines, startMs] = await Promise.all([captionsOf(db, info.broadcast, lang), recordingStartMs(db, info)]);
  return { languages, lang, cues: captionCues(lines, startMs) };
}
