/**
 * The one-browser rule without locking anyone out (issue 28): when this single-session link plays
 * in another browser, only the broadcast is held back. The message (spec 2 section 8, split
 * layout) stands where the player would, and "Watch here instead" moves the link to this browser;
 * the other one is told at its next heartbeat.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { splitMessage } from '../live/LiveError';
import './playerOffline.css';

export function OpenElsewhere({ onTakeOver }: { onTakeOver: () => void }) {
  const { t } = useLingui();
  const { title, rest } = splitMessage(
    t`This unique viewing link is already open in a different browser. \
The broadcast plays in one browser at a time; everything else stays available here.`,
  );
  return (
    <section className="player-offline open-elsewhere" role="alert" data-testid="open-elsewhere">
      <h2>{title}</h2>
      <p>{rest}</p>
      <button type="button" className="button button-primary" onClick={onTakeOver}>
        <Trans>Watch here instead</Trans>
      </button>
    </section>
  );
}
