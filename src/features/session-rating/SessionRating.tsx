/**
 * The session rating (issue 50's rating scale): "How useful was this session?" 1 to 5, each value
 * with its words; after rating, the session's average and distribution. Rating again replaces the
 * rating. Sent as the command `sessionRating`; without a network it waits in the outbox (one at a
 * time: a new rating replaces the waiting one) and is sent once, under the same key; the page says
 * so, and shows the distribution once the server answered.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/http';
import type { SessionRatingAnswer } from '../../contract/sessionRating';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { mayRate } from '../../domain/sessionRating';
import { useShell } from '../../project/shellContext';
import { newOutboxItem, useCommand } from '../../state/useCommand';
import { RatingForm } from './RatingForm';
import { RatingResults, YourRating } from './RatingResults';
import { recalledRating, rememberRating } from './ratingMemory';
import './sessionRating.css';

type Failure = 'invalid' | 'gone' | 'other' | 'storage';

const failureOf = (kind: string | undefined): Failure =>
  kind === 'invalid' ? 'invalid' : kind === 'not-found' ? 'gone' : 'other';

/** Only a visitor with a personal link rates (domain/sessionRating.ts mayRate); one card per session and visitor. */
export default function SessionRating() {
  const { eventId, registrationId, registration, previewMode } = useShell();
  const unregistered = Boolean(registration?.unregistered);
  if (!mayRate(registrationId, { previewMode: Boolean(previewMode), unregistered })) return null;
  return <RatingCard key={`${eventId} ${registrationId}`} eventId={eventId} registrationId={registrationId} />;
}

function RatingCard({ eventId, registrationId }: { eventId: string; registrationId: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const [answer, setAnswer] = useState<SessionRatingAnswer>();
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sentLater, setSentLater] = useState(false);

  // After the first render: the memory is this browser's, the server's markup has none of it.
  useEffect(() => setAnswer(recalledRating(eventId, registrationId)), [eventId, registrationId]);

  const shown = (sent: SessionRatingAnswer) => {
    rememberRating(registrationId, sent);
    setAnswer(sent);
    setChanging(false);
  };
  const outbox = useCommand('sessionRating', {
    one: true,
    adopt: (item) => item.eventId === eventId && item.call.body.registrationId === registrationId,
    onSent: (outcome) => {
      shown(outcome.answer);
      setSentLater(true);
    },
    onRefused: ({ refusal }) => setFailure(failureOf(refusal.kind)),
  });
  const waitingValue = outbox.queued.at(-1)?.call.body.value;

  const rate = async (value: number) => {
    setBusy(true);
    setFailure(null);
    setSentLater(false);
    const call = { kind: 'sessionRating' as const, params: { eventId }, body: { registrationId, value } };
    const result = await outbox.send(newOutboxItem(call, eventId));
    setBusy(false);
    if (result.status === 'sent') shown(result.answer);
    else if (result.status === 'queued') setChanging(false);
    else if (result.status === 'unkept') setFailure('storage');
    else setFailure(failureOf(result.error instanceof ApiError ? result.error.kind : undefined));
  };

  const asking = changing || (!answer && waitingValue === undefined);
  return (
    <section className="card session-rating" aria-labelledby={titleId} data-testid="session-rating">
      <h2 id={titleId}>
        <Trans>How useful was this session?</Trans>
      </h2>
      {asking ? (
        <RatingForm
          labelledBy={titleId}
          initial={waitingValue ?? answer?.value}
          busy={busy}
          submitLabel={answer || waitingValue !== undefined ? t`Update my rating` : t`Send my rating`}
          onSubmit={(value) => void rate(value)}
        />
      ) : (
        <>
          {waitingValue !== undefined ? (
            <YourRating value={waitingValue} />
          ) : (
            answer && <RatingResults answer={answer} />
          )}
          <div className="actions">
            <Button variant="outline" onClick={() => setChanging(true)}>
              <Trans>Change my rating</Trans>
            </Button>
          </div>
        </>
      )}
      {outbox.waiting && (
        <Banner tone="warning" className="session-rating-queued">
          <span>
            <strong>
              <Trans>Your rating could not be sent yet.</Trans>
            </strong>{' '}
            <Trans>
              It is saved on this device and will be sent automatically as soon as there is a connection. You can keep
              this page open or come back later.
            </Trans>
          </span>
        </Banner>
      )}
      <div role="status" className="session-rating-status">
        {sentLater && !outbox.waiting && <Trans>Your saved rating was sent. Thank you!</Trans>}
      </div>
      <div role="alert" className="session-rating-alert">
        {failure === 'invalid' && <Trans>Please choose a rating from 1 to 5.</Trans>}
        {failure === 'gone' && (
          <Trans>Your rating could not be saved: your registration or this session no longer exists.</Trans>
        )}
        {failure === 'other' && <Trans>Your rating could not be sent. Please try again.</Trans>}
        {failure === 'storage' && <Trans>You seem to be offline. Please rate again once you are online.</Trans>}
      </div>
    </section>
  );
}
