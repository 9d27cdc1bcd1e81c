/**
 * Where a page offers the session rating (the end page, the on-demand page), once the app runs.
 * The rating is a lazy chunk (its rules, who may rate, included): the personal pages are at their
 * size budget. The server's markup carries none of it (it depends on this browser's memory and
 * outbox), so hydration never meets it.
 */
import { Suspense, useEffect, useState } from 'react';
import { useShell } from '../../project/shellContext';
import { lazyView } from '../../ui/lazyView';

const sessionRating = lazyView(() => import('./SessionRating'));
const SessionRating = sessionRating.View;

export function SessionRatingSlot() {
  const { registrationId } = useShell();
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  // Without an id nobody can rate: no chunk to load.
  if (!running || !registrationId) return null;
  return (
    <Suspense fallback={null}>
      <SessionRating />
    </Suspense>
  );
}
