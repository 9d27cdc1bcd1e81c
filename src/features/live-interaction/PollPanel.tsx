/**
 * The active poll (DECISIONS.md): its question and options (or a rating scale, issue 50), one vote
 * per voter (voting again replaces it), feedback for 5 s, and the results as the poll says (live,
 * after voting, or once revealed), updated live by the stream's pushed counts. A vote made
 * without a network waits in the outbox; one that arrives after the organiser closed the poll is
 * refused, and the visitor is told so.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/http';
import type { PollDefinition, PollResults as Results } from '../../contract';
import { newOutboxItem, useCommand } from '../../state/useCommand';
import { usePageToken } from '../../project/pageToken';
import { useShell } from '../../project/shellContext';
import { showsCounts } from '../../domain/rating';
import { rememberAnswered } from '../../state/interactionMemory';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ChoiceForm } from './ChoiceForm';
import { Feedback, useFeedback } from './Feedback';
import { PollResults } from './PollResults';
import { RatingForm, RatingResults } from './RatingScale';
import type { InteractionPanelProps } from './props';
import { QueuedNotice } from './QueuedNotice';
import { useOverview } from './useOverview';
import { useVoterId } from './voter';
import './interaction.css';

export default function PollPanel({ broadcast, pwaUser }: InteractionPanelProps) {
  const voterId = useVoterId();
  const { overview, status, results, activePoll, remember } = useOverview(broadcast, voterId);
  const poll = overview?.polls.find((p) => p.id === activePoll);
  // The panel can show twice (its tab and the card over the video): ids of its own.
  const titleId = useId();
  return (
    <section className="interaction-panel poll-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="interaction-title">
        <Trans>Poll</Trans>
      </h2>
      {poll ? (
        <ActivePoll
          key={poll.id}
          poll={poll}
          results={results}
          mine={overview?.votes[poll.id]}
          broadcast={broadcast}
          voterId={voterId}
          pwaUser={pwaUser}
          remember={remember}
        />
      ) : activePoll && status === 'loading' ? (
        <p className="muted">
          <Trans>Loading the poll…</Trans>
        </p>
      ) : activePoll && status === 'failed' ? (
        <p className="muted" role="status">
          <Trans>The poll could not be loaded. It appears once the connection is back.</Trans>
        </p>
      ) : (
        <EmptyState icon="poll">
          <Trans>No poll is running right now.</Trans>
        </EmptyState>
      )}
    </section>
  );
}

interface ActivePollProps {
  poll: PollDefinition;
  results: Results;
  mine: string | undefined;
  broadcast: string;
  /** Undefined while the server issues this browser's id (voter.ts): voting waits. */
  voterId: string | undefined;
  pwaUser: boolean;
  remember: ReturnType<typeof useOverview>['remember'];
}

type Failure = 'closed' | 'other' | 'storage' | null;

/** A vote's answer carries no counts while the poll waits for its reveal: nothing to apply then. */
const countsOf = (pollId: string, counts: Record<string, number>): [string, Record<string, number>] | undefined =>
  Object.keys(counts).length ? [pollId, counts] : undefined;

function WaitingForReveal() {
  return (
    <p className="results-waiting" data-testid="results-waiting">
      <Trans>Thank you, your vote is in. The results appear when the presenter reveals them.</Trans>
    </p>
  );
}

function ActivePoll({ poll, results, mine, broadcast, voterId, pwaUser, remember }: ActivePollProps) {
  const { eventId } = useShell();
  const { pageToken, refused } = usePageToken();
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const feedback = useFeedback();
  // A vote the server knows of (another tab, an earlier visit) clears the badge too.
  useEffect(() => {
    if (mine) rememberAnswered(broadcast, poll.id);
  }, [mine, broadcast, poll.id]);
  const outbox = useCommand('vote', {
    onSent: ({ answer }) => {
      remember({ vote: [answer.pollId, answer.optionId], results: countsOf(answer.pollId, answer.results) });
      rememberAnswered(broadcast, answer.pollId);
      feedback.show(<Trans>Your saved vote was sent. Thank you for voting!</Trans>);
    },
    onRefused: ({ refusal }) => setFailure(refusal.kind === 'closed' ? 'closed' : 'other'),
  });

  const vote = async (optionId: string) => {
    if (!voterId) return;
    setBusy(true);
    setFailure(null);
    const body = { voterId, optionId, pageToken };
    const params = { broadcast, pollId: poll.id };
    const result = await outbox.send(newOutboxItem({ kind: 'vote', params, body }, eventId));
    setBusy(false);
    if (result.status === 'sent') {
      remember({ vote: [poll.id, optionId], results: countsOf(poll.id, result.answer.results) });
      rememberAnswered(broadcast, poll.id);
      setChanging(false);
      feedback.show(<Trans>Thank you for voting!</Trans>);
    } else if (result.status === 'unkept') setFailure('storage');
    else if (result.status === 'refused' && !refused(result.error)) {
      setFailure(result.error instanceof ApiError && result.error.kind === 'closed' ? 'closed' : 'other');
    }
  };

  // Issue 50: counts show live, after voting, or once the director revealed them (domain/rating.ts).
  const shown = showsCounts(poll, results, !!mine);
  const counts = !shown ? null : poll.rating ? (
    <RatingResults poll={poll} results={results} mine={mine} />
  ) : (
    <PollResults poll={poll} results={results} mine={mine} />
  );
  return (
    <>
      {mine && !changing ? (
        <>
          {counts ?? <WaitingForReveal />}
          <Button variant="outline" onClick={() => setChanging(true)}>
            {poll.rating ? <Trans>Change my rating</Trans> : <Trans>Change my vote</Trans>}
          </Button>
        </>
      ) : (
        <>
          {poll.rating ? (
            <RatingForm poll={poll} initial={mine} busy={busy || !voterId} onSubmit={(id) => void vote(id)} />
          ) : (
            <ChoiceForm
              item={poll}
              initial={mine}
              busy={busy || !voterId}
              onSubmit={(id) => void vote(id)}
              submitLabel={<Trans>Vote</Trans>}
            />
          )}
          {counts}
        </>
      )}
      <div role="alert" className="interaction-alert">
        {failure === 'closed' && <Trans>This poll has closed: your vote was not counted.</Trans>}
        {failure === 'other' && <Trans>Your vote could not be sent. Please try again.</Trans>}
        {failure === 'storage' && <Trans>You seem to be offline. Please vote again once you are online.</Trans>}
      </div>
      {outbox.waiting && <QueuedNotice what="vote" />}
      <Feedback message={feedback.message} pwaUser={pwaUser} onClose={feedback.clear} />
    </>
  );
}
