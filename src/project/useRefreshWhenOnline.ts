/**
 * Shown data that came from a kept copy is loaded again as soon as it can be: when the browser
 * says it is back online (and soon after, while the copy is still shown: the first try can come
 * before requests get through), now and then while a copy is shown (venue Wi-Fi can return
 * without an `online` event), and when the outbox settled items (an attendance change sent later).
 */
import { useEffect, useRef } from 'react';
import { staleRetryDelay } from '../domain/freshness';
import { useOldestStoredAt } from '../state/freshness';
import { useOutboxVersion } from '../state/outboxSignals';
import {
  projectQueryKey,
  refreshProject,
  refreshRegistration,
  registrationQueryKey,
  type ProjectSource,
} from './projectQueries';

export function useRefreshWhenOnline(
  source: ProjectSource | null,
  projectId: string | undefined,
  registrationId: string | null,
) {
  const stale =
    useOldestStoredAt([projectQueryKey(source), registrationQueryKey(projectId, registrationId)]) !== undefined;
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

  // While a copy is shown: tries again, soon after an `online` event, else at a steady pace.
  useEffect(() => {
    if (!stale) return;
    let sinceOnline: number | null = null;
    let timer: number | undefined;
    const next = () => {
      timer = window.setTimeout(() => {
        if (navigator.onLine) refresh.current();
        if (sinceOnline !== null) sinceOnline += 1;
        next();
      }, staleRetryDelay(sinceOnline));
    };
    const onOnline = () => {
      window.clearTimeout(timer);
      sinceOnline = 0;
      next();
    };
    window.addEventListener('online', onOnline);
    next();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [stale]);

  // The outbox settling something may have changed the registration on the server.
  const version = useOutboxVersion();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies(version): the outbox may have changed it
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (projectId && registrationId) void refreshRegistration(projectId, registrationId);
  }, [version, projectId, registrationId]);
}
