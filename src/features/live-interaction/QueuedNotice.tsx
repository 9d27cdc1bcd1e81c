/** The outbox's own words (registration's SubmitStatus): kept on this device, sent once online. */
import { Trans } from '@lingui/react/macro';
import { Banner } from '../../ui/Banner';

export function QueuedNotice({ what }: { what: 'question' | 'vote' }) {
  return (
    <Banner tone="warning" className="interaction-queued">
      <span>
        <strong>
          {what === 'question' ? (
            <Trans>Your question could not be sent yet.</Trans>
          ) : (
            <Trans>Your vote could not be sent yet.</Trans>
          )}
        </strong>{' '}
        <Trans>
          It is saved on this device and will be sent automatically as soon as there is a connection. You can keep this
          page open or come back later.
        </Trans>
      </span>
    </Banner>
  );
}
