/**
 * What a server-rendered page carries for the browser (issue 33): the answers the server
 * rendered from, its locale and the time zone its times are in. The server writes it as JSON in
 * `<script type="application/json" id="server-data">`; boot reads it before anything else.
 */
import type { Locale } from '../contract';

export const SERVER_DATA_ID = 'server-data';

/** The cookie with the visitor's time zone: the next first paint shows their own times. */
export const ZONE_COOKIE = 'tz';

export interface ServerData {
  locale: Locale;
  zone: string;
  /** The second the server rendered at (seconds since the epoch): hydration's clock. */
  renderedAt: number;
  /** Rendered in the phone layout (below 960 px), as the request's device said. */
  mobile: boolean;
  /** Query-cache key → answer (hooks/useCachedQuery.ts). */
  queries: Record<string, unknown>;
}

/** JSON inside `<script>`: `<` escaped, so no `</script>` in organiser text can end the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's server data, or null for the shell (no server rendering). */
export function readServerData(doc: Document = document): ServerData | null {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return null;
  }
}
