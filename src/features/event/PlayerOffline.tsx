/**
 * In place of the player while the browser is offline during the broadcast: the stream needs a
 * connection; the page (useLiveLibrary) reconnects by itself when the network returns, so the
 * visitor need not do anything.
 */
import { Trans } from '@lingui/react/macro';
import './playerOffline.css';

export function PlayerOffline() {
  return (
    <div className="player-offline" role="status" data-testid="player-offline">
      <Trans>
        The live broadcast needs an internet connection. It starts again by itself as soon as you are back online.
      </Trans>
    </div>
  );
}
