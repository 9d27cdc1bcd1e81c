/**
 * The broadcast chip: LIVE while on air, "Offline" while the network is gone (issue 29: a red LIVE
 * chip on a page that cannot play is a false signal).
 */
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../pwa/pwaAtoms';

export function LiveChip({ offline }: { offline?: boolean }) {
  const online = useOnline();
  if (offline || !online)
    return (
      <span className="chip chip-offline" data-testid="live-chip">
        <Trans>Offline</Trans>
      </span>
    );
  return (
    <span className="chip chip-live" data-testid="live-chip">
      LIVE
    </span>
  );
}
