/**
 * The replay's captions (issue 48): a broadcast's kept lines as cues timed from the recording's
 * start, the broadcast's on-air moment (the organiser's switch, else the event's start, as the
 * live player's clock), for the transcript beside the on-demand player and its WebVTT track.
 * A language the organiser gave a WebVTT file of (files.ts) is that file's cues instead: the
 * transcript, its track and the page's search read them through this one function. An event whose
 * captions are switched off (`showCaptions: false`) has none.
 */
import type { CaptionTranscript } from '../../../src/contract/captions.ts';
import { type CaptionCue, captionCues } from '../../../src/domain/captions.ts';
import type { Db } from '../../db/client.ts';
import type { Broadcast } from '../broadcasts.ts';
import { readControl } from '../controlState.ts';
import { captionFileCues, captionFileLanguages } from './files.ts';
import { captionLanguages, captionsOf } from './store.ts';

/** Where the recording starts: the organiser's on-air moment, else the event's start. */
export async function recordingStartMs(db: Db, info: Broadcast): Promise<number> {
  const row = await readControl(db, info.broadcast);
  return row?.onAirAt?.getTime() ?? info.startMs;
}

/** One language's cues: the organiser's file, else the kept lines. */
async function cuesOf(db: Db, info: Broadcast, lang: string): Promise<CaptionCue[]> {
  const file = await captionFileCues(db, info.broadcast, lang);
  if (file) return file.map((cue, i) => ({ seq: i + 1, ...cue }));
  const [lines, startMs] = await Promise.all([captionsOf(db, info.broadcast, lang), recordingStartMs(db, info)]);
  return captionCues(lines, startMs);
}

/** One language's transcript (`wanted`, else the first captioned language). */
export async function transcriptOf(db: Db, info: Broadcast, wanted?: string): Promise<CaptionTranscript> {
  if (!info.captions) return { languages: [], lang: null, cues: [] };
  const [kept, files] = await Promise.all([
    captionLanguages(db, info.broadcast),
    captionFileLanguages(db, info.broadcast),
  ]);
  const languages = [...new Set([...kept, ...files])].sort();
  const lang = wanted && languages.includes(wanted) ? wanted : (languages[0] ?? null);
  if (!lang) return { languages, lang, cues: [] };
  return { languages, lang, cues: await cuesOf(db, info, lang) };
}
