/**
 * The isolated attendance poll: current on-site viewers of a project, every `intervalMs`
 * (2500 on the change-attendance page, 4500 in the on-site field). It publishes only changed
 * values, so a poll that returns the same count does not re-render, and it pauses while the
 * tab is hidden (a phone in a pocket should not poll).
 */
import { useEffect, useState } from 'react';
import { api } from '../api/client';

export const ATTENDANCE_POLL_CHANGE_PAGE_MS = 2500;
export const ATTENDANCE_POLL_FIELD_MS = 4500;

export interface AttendancePoll {
  /** null until the first answer. */
  onSiteViewers: number | null;
  /** The last poll failed (offline or server error); the last known value stays. */
  stale: boolean;
}

export function useAttendancePolling(
  projectId: string | undefined,
  intervalMs: number,
  enabled = true,
): AttendancePoll {
  const [onSiteViewers, setOnSiteViewers] = useState<number | null>(null);
  const [stale, setStale] = useState(false);

  useEffect(() => {
    if (!projectId || !enabled) return;
    let timer: number | undefined;
    let controller: AbortController | undefined;
    let stopped = false;

    const poll = async () => {
      if (document.visibilityState === 'hidden') return schedule();
      controller = new AbortController();
      try {
        const { onSiteViewers: count } = await api.countOnSiteViewers(projectId, controller.signal);
        if (stopped) return;
        setOnSiteViewers((previous) => (previous === count ? previous : count));
        setStale(false);
      } catch (error) {
        if (stopped || (error as Error).name === 'AbortError') return;
        setStale(true);
      }
      schedule();
    };
    const schedule = () => {
      if (!stopped) timer = window.setTimeout(poll, intervalMs);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        window.clearTimeout(timer);
        void poll();
      }
    };

    void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [projectId, intervalMs, enabled]);

  return { onSiteViewers, stale };
}
