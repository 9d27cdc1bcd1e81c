/**
 * Shown data that came from a kept copy is loaded again as soon as it can be: when the browser
 * says it is back online, now and then while a copy is shown (venue Wi-Fi can return without an
 * `online` event), and when the outbox settled items (an attendance change sent later).
 */
import { useEffect, useRef } from 'react';
import { useOldestStoredAt } from '../state/freshness';
import { useOutboxVersion } from '../state/outboxSync';
import { projectQueryKey, refreshProject, refreshRegistration, registrationQueryKey, type ProjectSource } from './projectQueries';

/** How often a page showing a kept copy tries the network again. */
export const STALE_RETRY_MS = 30_000;

export function useRefreshWhenOnline(source: ProjectSource | null, projectId: string | undefined, registrationId: string | null) {
  const stale = useOldestStoredAt([projectQueryKey(source), registrationQueryKey(projectId, registrationId)]) !== undefined;
  const refresh = useRef(() => {});
  refresh.current = () => {
    if (source) void refreshProject(source);
    if (projectId && registrationId) void refreshRegistration(projectId, registrationId);
  };

  useEffect(() => {
    const onOnline = () => refresh.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  useEffect(() => {
    if (!stale) return;
    const timer = window.setInterval(() => { if (navigator.onLine) refresh.current(); }, STALE_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [stale]);

  // The outbox settling something may have changed the registration on the server.
  const version = useOutboxVersion();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    if (projectId && registrationId) void refreshRegistration(projectId, registrationId);
  }, [version, projectId, registrationId]);
}
