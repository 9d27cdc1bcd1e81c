/**
 * The confirmation's way to the event, in the words of the moment (issue 45): before the start
 * the personal link for later; while the event runs "it has started" and Watch now; after it the
 * replay, or the personal page where what stays is.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Moment } from '../../domain/moment';

export function WatchSection({ moment, webApp, target }: { moment: Moment; webApp: boolean; target: string }) {
  return (
    <section
      className={moment === 'live' ? 'card confirmation-live' : 'card'}
      data-testid="confirmation-watch"
      data-moment={moment}
    >
      <h2>
        <Trans>How to watch</Trans>
      </h2>
      <WatchText moment={moment} webApp={webApp} />
      <div className="actions">
        <Link className="button button-primary" href={target}>
          {webApp ? (
            <Trans>Open the web app</Trans>
          ) : moment === 'live' ? (
            <Trans>Watch now</Trans>
          ) : moment === 'replay' ? (
            <Trans>Watch the replay</Trans>
          ) : (
            <Trans>Go to your personal event page</Trans>
          )}
        </Link>
      </div>
    </section>
  );
}

function WatchText({ moment, webApp }: { moment: Moment; webApp: boolean }) {
  if (moment === 'live') {
    return webApp ? (
      <p>
        <Trans>
          The event has started. Open the web app now for the live stream, the programme and handouts. The link is also
          in your e-mail.
        </Trans>
      </p>
    ) : (
      <p>
        <Trans>
          The event has started. Open your personal link now to watch live. The link is also in your e-mail.
        </Trans>
      </p>
    );
  }
  if (moment === 'replay')
    return (
      <p>
        <Trans>
          The event has taken place. You watch the replay via your personal link, in the e-mail and behind the button
          below.
        </Trans>
      </p>
    );
  if (moment === 'after')
    return (
      <p>
        <Trans>
          The event has taken place. Your personal link, in the e-mail and behind the button below, leads to what
          remains available.
        </Trans>
      </p>
    );
  return webApp ? (
    <p>
      <Trans>Open the web app for the programme, handouts and the live stream. The link is also in your e-mail.</Trans>
    </p>
  ) : (
    <p>
      <Trans>You watch the event via your personal link. You find it in the e-mail and behind the button below.</Trans>
    </p>
  );
}
