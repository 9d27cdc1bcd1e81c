/**
 * Handouts: only items with both url and buttonText. A download asks for confirmation unless
 * the viewer is registered for the web-app (spec 2, end page). Web-app users can also save them
 * all for offline use (issue 13).
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Handout } from '../../contract';
import { usableHandouts } from '../../domain/tabs';
import { recordLinkClick } from '../../project/analytics';
import { useShell } from '../../project/shellContext';
import { LazyDialog } from '../../ui/LazyDialog';
import { Icon } from '../../ui/icons';
import { SaveOfflineButton, useOfflineHandouts } from './SaveOffline';

export function HandoutList({ handouts, confirm }: { handouts?: Handout[]; confirm: boolean }) {
  const shell = useShell();
  const [pending, setPending] = useState<Handout | null>(null);
  // A download is a link click (spec 2 section 7); the confirmation's Cancel is not.
  const downloaded = (handout: Handout) =>
    void recordLinkClick(shell, 'handout', { url: handout.url, label: handout.buttonText });
  const items = usableHandouts(handouts);
  // Only the web-app look (no confirmation) offers offline copies; the desktop page keeps its dialog.
  const offline = useOfflineHandouts(confirm ? [] : items.map((handout) => handout.url));
  const pendingTitle = pending?.buttonText ?? '';
  if (!items.length)
    return (
      <p className="muted">
        <Trans>There are no handouts for this event.</Trans>
      </p>
    );
  return (
    <>
      {!confirm && <SaveOfflineButton state={offline} />}
      <ul className="handout-list">
        {items.map((handout) => (
          <li key={handout.url}>
            <a
              className="button button-outline"
              href={handout.url}
              target="_blank"
              rel="noopener"
              onClick={
                confirm
                  ? (event) => {
                      event.preventDefault();
                      setPending(handout);
                    }
                  : () => downloaded(handout)
              }
            >
              <Icon name="download" size={20} /> {handout.buttonText}
            </a>
            {!confirm && offline.saved.has(handout.url) && (
              <span className="handout-saved">
                <Trans>Available offline</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
      <LazyDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={<Trans>Download handout</Trans>}
        maxWidth={600}
      >
        <p>
          <Trans>Do you want to download "{pendingTitle}"?</Trans>
        </p>
        <div className="actions">
          <a
            className="button button-primary"
            href={pending?.url}
            target="_blank"
            rel="noopener"
            onClick={() => {
              if (pending) downloaded(pending);
              setPending(null);
            }}
          >
            <Trans>Download</Trans>
          </a>
          <button type="button" className="button button-link" onClick={() => setPending(null)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </LazyDialog>
    </>
  );
}
