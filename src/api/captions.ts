/**
 * Captions (issue 48; server/live/captions/README.md): the live stream's `event: captions`
 * messages, and the replay's transcript and WebVTT tracks.
 */
import * as v from 'valibot';
import { type CaptionLine, CaptionsMessageSchema, CaptionTranscriptSchema } from '../contract/captions';
import { request } from './http';
import { liveDirectorBase } from '../config';

const enc = encodeURIComponent;
const tokenQuery = (pageToken?: string) => (pageToken ? `pageToken=${enc(pageToken)}` : '');

/** The lines of one `event: captions` message; null (and a console error) for anything else. */
export function parseCaptionsEvent(data: string): CaptionLine[] | null {
  try {
    const parsed = v.safeParse(CaptionsMessageSchema, JSON.parse(data));
    if (parsed.success) return parsed.output.lines;
  } catch {
    /* not JSON */
  }
  console.error('Unexpected captions message', data.slice(0, 200));
  return null;
}

export const captionsApi = {
  /** The replay's transcript of `lang` (else of the first captioned language). */
  transcript: (broadcast: string, lang: string | null, pageToken?: string, signal?: AbortSignal) => {
    const query = [lang ? `lang=${enc(lang)}` : '', tokenQuery(pageToken)].filter(Boolean).join('&');
    return request(
      `${liveDirectorBase()}/captions/${enc(broadcast)}/transcript${query ? `?${query}` : ''}`,
      CaptionTranscriptSchema,
      { signal },
    );
  },
  /** The address of a language's WebVTT track, for a <track> element. */
  trackUrl: (broadcast: string, lang: string, pageToken?: string) => {
    const query = tokenQuery(pageToken);
    return `${liveDirectorBase()}/captions/${enc(broadcast)}.${enc(lang)}.vtt${query ? `?${query}` : ''}`;
  },
};
