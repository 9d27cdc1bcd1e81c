/**
 * What a push from the server (server/push/send.ts PushMessage) becomes, kept apart from the
 * service worker's events so it can be tested as plain functions (issue 34).
 *
 * Visibility is decided here, not on the server: when a page of this origin is visible the
 * visitor already sees the poll or the start, so nothing is shown (browsers allow a silent push
 * while one of the site's pages is visible). The server then needs no per-browser page state.
 */
export interface PushPayload {
  kind: string;
  title: string;
  body: string;
  lang?: string;
  url: string;
  tag?: string;
}

export function parsePush(text: string | undefined): PushPayload | undefined {
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<PushPayload>;
    if (typeof data.title !== 'string' || typeof data.body !== 'string' || typeof data.url !== 'string')
      return undefined;
    return {
      kind: String(data.kind ?? ''),
      title: data.title,
      body: data.body,
      lang: data.lang,
      url: data.url,
      tag: data.tag,
    };
  } catch {
    return undefined;
  }
}

/** Show it unless a page of the site is visible (the "starts" notice too: that page shows the countdown). */
export const shouldShow = (clients: readonly { visibilityState: DocumentVisibilityState }[]) =>
  !clients.some((c) => c.visibilityState === 'visible');

/** Only a page of this origin opens: a message cannot send the visitor elsewhere. */
export function openUrl(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** An open window already on that page is focused instead of opening another. */
export function windowToFocus<T extends { url: string }>(windows: readonly T[], target: string): T | undefined {
  return windows.find((w) => w.url.split('#')[0] === target);
}
