/**
 * What an earlier visit left in the offline outbox for this event: a registration sent after the
 * page was closed (with the way to the personal page), one still waiting, or one the server
 * refused. "Register someone else" brings the empty form back (a shared device at a venue).
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { personalPagePath } from '../../domain/outbox';
import { LinkMailedMessage } from '../login/LinkMailed';
import { QueuedMessage } from './SubmitMessages';
import type { EarlierOutbox } from './earlierOutbox';

export function OutboxNotice({ earlier, onDismiss }: { earlier: EarlierOutbox; onDismiss: () => void }) {
  if (earlier.kind === 'rejected') {
    return (
      <p className="notice notice-warning" role="alert">
        <strong>
          <Trans>Your saved registration could not be sent.</Trans>
        </strong>{' '}
        <Trans>Please fill in the form again.</Trans>
      </p>
    );
  }
  const personalPage = earlier.kind === 'sent' ? personalPagePath(earlier.outcome) : undefined;
  return (
    <div className="outbox-notice">
      {earlier.kind === 'sent' ? (
        <div className="notice notice-success" role="status">
          <p>
            <strong>
              <Trans>Your registration was sent.</Trans>
            </strong>
          </p>
          {personalPage ? (
            <p>
              <Link href={personalPage}>
                <Trans>Go to your personal event page</Trans>
              </Link>
            </p>
          ) : (
            <p>
              <LinkMailedMessage />
            </p>
          )}
        </div>
      ) : (
        <p className="notice" role="status">
          <QueuedMessage />
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button-outline" onClick={onDismiss}>
          <Trans>Register someone else</Trans>
        </button>
      </div>
    </div>
  );
}
