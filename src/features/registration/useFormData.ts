/** Data the form needs besides the project: registrations per event, the phone country, seats. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { EventCounts } from '../../domain/breakouts';
import { afterFirstPaint } from '../../hooks/afterFirstPaint';

/** Registrations per event (multi-session); undefined until loaded or when the call fails. */
export function useEventCounts(
  projectId: string,
  enabled: boolean,
): { counts: EventCounts | undefined; settled: boolean; refresh: () => void } {
  const [counts, setCounts] = useState<EventCounts | undefined>(undefined);
  const [settled, setSettled] = useState(!enabled);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies(round): refresh() reads the counts again
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api.countEachEvent(projectId, controller.signal).then(
      (list) => {
        setCounts(new Map(list.map((item) => [item.event, item.regsCount])));
        setSettled(true);
      },
      (error) => {
        if ((error as Error).name !== 'AbortError') setSettled(true);
      },
    );
    return () => controller.abort();
  }, [projectId, enabled, round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { counts, settled, refresh };
}

/** The default phone country from the client IP (asked after the first paint); NL when the call fails or gives none. */
export function useDefaultCountry(enabled: boolean): string | null {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const cancel = afterFirstPaint(() =>
      api.clientIp(controller.signal).then(
        (answer) => setCountry(answer.country && /^[A-Z]{2}$/.test(answer.country) ? answer.country : 'NL'),
        (error) => {
          if ((error as Error).name !== 'AbortError') setCountry('NL');
        },
      ),
    );
    return () => {
      cancel();
      controller.abort();
    };
  }, [enabled]);
  return country;
}
