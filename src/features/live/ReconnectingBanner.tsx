/** Shown while the live stream reconnects after a drop; the page keeps its last state meanwhile. */
import { Trans } from '@lingui/react/macro';
import { useLiveSnapshot } from '../../state/live';

export function ReconnectingBanner() {
  const { connection } = useLiveSnapshot();
  if (connection !== 'reconnecting') return null;
  return (
    <div className="live-reconnecting" role="status" data-testid="live-reconnecting">
      <span className="spinner spinner-small" aria-hidden="true" /> <Trans>Reconnecting to the broadcast…</Trans>
    </div>
  );
}
