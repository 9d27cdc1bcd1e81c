/**
 * Shown while the live stream reconnects after a drop; the page keeps its last state meanwhile.
 * Once it is back, a plain toast (2000 ms) says so.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLiveSnapshot } from '../../state/live';

const PlainToast = lazy(() => import('../../ui/PlainToast'));

export function ReconnectingBanner() {
  const { connection } = useLiveSnapshot();
  const wasReconnecting = useRef(false);
  const [backAgain, setBackAgain] = useState(false);
  useEffect(() => {
    if (connection === 'reconnecting') wasReconnecting.current = true;
    else if (wasReconnecting.current) {
      wasReconnecting.current = false;
      setBackAgain(true);
    }
  }, [connection]);
  if (connection !== 'reconnecting') {
    if (!backAgain) return null;
    return (
      <Suspense fallback={null}>
        <PlainToast onClose={() => setBackAgain(false)}>
          <Trans>Connected to the broadcast again.</Trans>
        </PlainToast>
      </Suspense>
    );
  }
  return (
    <div className="live-reconnecting" role="status" data-testid="live-reconnecting">
      <span className="spinner spinner-small" aria-hidden="true" /> <Trans>Reconnecting to the broadcast…</Trans>
    </div>
  );
}
