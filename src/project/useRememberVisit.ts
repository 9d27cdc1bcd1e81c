/** Session storage remembers the event, the registration, its attendance type and the pwa flag. */
import { useEffect } from 'react';
import { sessionStore } from '../state/browserStorage';
import { SESSION } from '../state/storageKeys';
import type { Shell } from './shellContext';

export function useRememberVisit(shell: Shell | null) {
  const eventId = shell?.eventId;
  const registrationId = shell?.registrationId;
  const onSite = shell?.registration?.on_site_viewer;

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('pwa')) sessionStore.set(SESSION.pwa, 'true');
  });

  useEffect(() => {
    if (eventId) sessionStore.set(SESSION.eventId, eventId);
  }, [eventId]);

  useEffect(() => {
    if (registrationId) sessionStore.set(SESSION.registrationId, registrationId);
    if (onSite !== undefined) sessionStore.set(SESSION.attendanceType, String(onSite ? 1 : 0));
  }, [registrationId, onSite]);
}
