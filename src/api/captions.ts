/** Live captions (issue 48; server/live/captions/README.md): the stream's `event: captions` messages. */
import * as v from 'valibot';
import { type CaptionLine, CaptionsMessageSchema } from '../contract/captions';

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
