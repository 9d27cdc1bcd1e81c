/**
 * Remembers the personal link of the page in IndexedDB (state/knownLinks.ts), so the installed
 * app opens it at launch and "My events" lists it (issue 28). Only a real personal page: a loaded
 * registration that is not unregistered, never the open placeholder id or an organiser's preview.
 */
import { useEffect } from 'react';
import { OPEN_REGISTRATION_ID } from '../domain/ids';
import type { ShellPage } from '../domain/onDemandRedirect';
import { paths } from '../domain/paths';
import { sessionStore } from '../state/browserStorage';
import { rememberLink } from '../state/knownLinks';
import { SESSION } from '../state/storageKeys';
import type { Shell } from './shellContext';

const PERSONAL_PAGES: readonly ShellPage[] = ['event', 'personal-link'];

export function useRememberPersonalLink(shell: Shell | null, routeEventId: string | undefined, page: ShellPage): void {
  const registrationId =
    shell?.registration && !shell.registration.unregistered && !shell.previewMode ? shell.registrationId : null;
  const eventId = routeEventId ?? shell?.eventId;
  const title = shell?.project.eventTitle;
  const name = [shell?.registration?.first_name, shell?.registration?.last_name].filter(Boolean).join(' ');
  const personal = PERSONAL_PAGES.includes(page);
  useEffect(() => {
    if (!personal || !eventId || !title || !registrationId || registrationId === OPEN_REGISTRATION_ID) return;
    // A link opened with ?pwa keeps the web-app look at launch, when session storage is empty.
    const pwa = sessionStore.get(SESSION.pwa) === 'true' || new URLSearchParams(window.location.search).has('pwa');
    void rememberLink({
      eventId,
      registrationId,
      title,
      name,
      path: `${paths.personal(eventId, registrationId)}${pwa ? '?pwa=true' : ''}`,
      usedAt: Date.now(),
    });
  }, [personal, eventId, registrationId, title, name]);
}
