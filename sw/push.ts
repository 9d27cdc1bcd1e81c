/// <reference lib="WebWorker" />
/**
 * Notifications of the installed app (issue 34): the server's push (a session starts in 10
 * minutes, a poll or the questions opened) is shown in the visitor's language as the server wrote
 * it, unless a page of the site is visible; a tap focuses or opens the personal page it names.
 */
import { openUrl, parsePush, shouldShow, windowToFocus } from './pushMessage';

declare const self: ServiceWorkerGlobalScope;

async function show(text: string | undefined) {
  const message = parsePush(text);
  if (!message) return;
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (!shouldShow(open)) return;
  await self.registration.showNotification(message.title, {
    body: message.body,
    lang: message.lang,
    tag: message.tag,
    icon: '/icons/icon-192.png',
    data: { url: message.url, kind: message.kind },
  });
}

async function openPage(url: string) {
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windowToFocus(open as WindowClient[], url);
  if (existing) {
    await existing.focus();
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('push', (event) => {
  event.waitUntil(show(event.data?.text()));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(openUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin)));
});
