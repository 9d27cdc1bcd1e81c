/**
 * The room screen's live interaction (issue 50; features/qna/QuestionsScreen): whichever the
 * director has active takes the place of "Now answering": the active poll with its bars (once its
 * counts may show: live, after voting, or revealed; a rating with its average), else the active quiz
 * question with the leaderboard so far, else the leaderboard while the quiz widget is shown. The
 * screen is nobody's voter: it only reads the stream (the state, `results`, `leaderboard`).
 */
import { Trans } from '@lingui/react/macro';
import type { Leaderboard, LiveState, PollDefinition, PollResults as Results } from '../../contract';
import { useLiveSnapshot } from '../../state/live';
import { LeaderboardList } from './Leaderboard';
import { PollResults } from './PollResults';
import { RatingResults } from './RatingScale';
import './interaction.css';
import './roomInteraction.css';

type Snapshot = { live: LiveState | null; leaderboard: Leaderboard | null };

/** What the room shows instead of the question being answered; null: the questions as before. */
export function roomInteraction({ live, leaderboard }: Snapshot): 'poll' | 'quiz' | null {
  if (live?.items?.poll) return 'poll';
  if (live?.items?.quiz || (leaderboard && live?.visible.quiz)) return 'quiz';
  return null;
}

export function useRoomInteraction() {
  const snapshot = useLiveSnapshot();
  return roomInteraction(snapshot as Snapshot);
}

export function RoomInteraction({ kind }: { kind: 'poll' | 'quiz' }) {
  const { live, results, leaderboard } = useLiveSnapshot();
  const poll = live?.items?.poll as PollDefinition | null | undefined;
  const quiz = live?.items?.quiz;
  return (
    <section className="qs-panel qs-now room-interaction" aria-live="polite" data-testid="room-interaction">
      {kind === 'poll' && poll ? (
        <RoomPoll poll={poll} results={(results ?? {}) as Results} />
      ) : (
        <>
          {quiz && (
            <>
              <h2 className="qs-label">
                <Trans>Quiz</Trans>
              </h2>
              <p className="room-question">{quiz.question}</p>
              <p className="room-hint">
                <Trans>Answer on your phone or laptop.</Trans>
              </p>
            </>
          )}
          {leaderboard && <RoomLeaderboard board={leaderboard as Leaderboard} />}
        </>
      )}
    </section>
  );
}

function RoomPoll({ poll, results }: { poll: PollDefinition; results: Results }) {
  // The room votes nowhere: a poll waiting for its reveal has no counts here either.
  const shown = poll.showResults === 'onReveal' ? results[poll.id] !== undefined : true;
  return (
    <div className="room-poll">
      <h2 className="qs-label">{poll.rating ? <Trans>Rating</Trans> : <Trans>Poll</Trans>}</h2>
      {shown ? (
        poll.rating ? (
          <RatingResults poll={poll} results={results} />
        ) : (
          <PollResults poll={poll} results={results} />
        )
      ) : (
        <>
          <p className="room-question">{poll.question}</p>
          <p className="room-hint" data-testid="room-waiting">
            <Trans>Vote now: the results appear when the presenter reveals them.</Trans>
          </p>
        </>
      )}
    </div>
  );
}

function RoomLeaderboard({ board }: { board: Leaderboard }) {
  return (
    <div className="room-leaderboard" data-testid="room-leaderboard">
      <h2 className="qs-label">
        <Trans>Leaderboard</Trans>
      </h2>
      <LeaderboardList board={board} />
    </div>
  );
}
