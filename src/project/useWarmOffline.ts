/**
 * "Nothing the attendee will need is missing offline": once a page of the project showed online
 * and the service worker controls it, the answers and images the visitor's other pages need are
 * loaded in the background, through the worker, which keeps them. Each page then opens offline
 * even when the visitor never opened it before the Wi-Fi went (participants, seats left, their
 * stored evaluation, speaker and sponsor pictures). Once per project and visitor per page load.
 */
import { useEffect } from 'react';
import { afterFirstPaint } from '../hooks/afterFirstPaint';
import type { Shell } from './shellContext';

/** Long enough for the page's own requests and images to go first. */
const WARM_DELAY_MS = 1500;
const warmed = new Set<string>();

export function useWarmOffline(shell: Shell | null): void {
  const projectId = shell?.project._id;
  const registrationId = shell?.registration && !shell.registration.unregistered ? shell.registrationId : null;
  const key = projectId && !shell?.previewMode ? `${projectId}:${registrationId ?? ''}` : null;
  const latest = shell;
  // biome-ignore lint/correctness/useExhaustiveDependencies(latest): `key` stands for the shell's project and visitor
  // biome-ignore lint/correctness/useExhaustiveDependencies(registrationId): `key` holds it
  useEffect(() => {
    if (!key || !latest || warmed.has(key) || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    const sw = navigator.serviceWorker;
    let timer: number | undefined;
    let cancel = () => {};
    const schedule = () => {
      // Without a controlling worker nothing would be kept; offline nothing would arrive.
      if (!sw.controller || !navigator.onLine || warmed.has(key)) return;
      cancel = afterFirstPaint(() => {
        timer = window.setTimeout(() => {
          warmed.add(key);
          // The calls and their schemas load only now: no page needs them for its first paint.
          void import('./warmOffline')
            .then((module) => module.warm(latest, registrationId))
            .catch(() => warmed.delete(key));
        }, WARM_DELAY_MS);
      });
    };
    // On the very first visit the worker takes control a moment after the page loaded.
    if (sw.controller) schedule();
    else sw.addEventListener('controllerchange', schedule, { once: true });
    return () => {
      sw.removeEventListener('controllerchange', schedule);
      cancel();
      window.clearTimeout(timer);
    };
    // A new shell object of the same project and visitor is no reason to warm again.
  }, [key]);
}
