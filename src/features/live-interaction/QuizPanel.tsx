/**
 * The active quiz question (DECISIONS.md): one answer per question; the answer says right or wrong
 * in a banner for 5 s, and the panel keeps showing the visitor's answer and the right one (issue
 * 29), also after a reload (state/interactionMemory.ts). The verdict is said once (issue 45): one
 * status line, a banner for the first 5 s, a plain line beside the marked answer after. Quiz
 * answers need the server's verdict at once, so they are not kept for later when offline.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, useId } from 'react';
import * as v from 'valibot';
import { ApiError } from '../../api/http';
import { interactionApi } from '../../api/interaction';
import { usePageToken } from '../../project/pageToken';
import { QuizOutcomeSchema, type PollDefinition, type QuizOutcome } from '../../contract/interaction';
import { FEEDBACK_MS } from '../../domain/poll';
import { rememberAnswered, rememberQuizOutcome, useInteractionMemory } from '../../state/interactionMemory';
import { EmptyState } from '../../ui/EmptyState';
import { ChoiceForm } from './ChoiceForm';
import type { InteractionPanelProps } from './props';
import { QuizLeaderboard } from './Leaderboard';
import { QuizAnswer, QuizVerdict } from './QuizAnswer';
import { useOverview } from './useOverview';
import { useVoterId } from './voter';
import './interaction.css';

export default function QuizPanel({ broadcast }: InteractionPanelProps) {
  const voterId = useVoterId();
  const { overview, status, activeQuiz, remember } = useOverview(broadcast, voterId);
  const memory = useInteractionMemory(broadcast);
  const question = overview?.quiz.find((q) => q.id === activeQuiz);
  const titleId = useId(); // the panel can show twice (its tab and the card over the video)
  return (
    <section className="interaction-panel quiz-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="interaction-title">
        <Trans>Quiz</Trans>
      </h2>
      {question ? (
        <ActiveQuestion
          key={question.id}
          question={question}
          answered={memory.quizOutcome(question.id) ?? overview?.answers[question.id]}
          broadcast={broadcast}
          voterId={voterId}
          onAnswered={(answer) => {
            rememberQuizOutcome(broadcast, answer);
            remember({ answer });
          }}
        />
      ) : activeQuiz && status === 'loading' ? (
        <p className="muted">
          <Trans>Loading the question…</Trans>
        </p>
      ) : activeQuiz && status === 'failed' ? (
        <p className="muted" role="status">
          <Trans>The question could not be loaded. It appears once the connection is back.</Trans>
        </p>
      ) : (
        <EmptyState icon="quiz">
          <Trans>No quiz question is running right now.</Trans>
        </EmptyState>
      )}
      <QuizLeaderboard broadcast={broadcast} voterId={voterId} />
    </section>
  );
}

type Failure = 'closed' | 'offline' | 'other' | null;

interface ActiveQuestionProps {
  question: PollDefinition;
  answered: QuizOutcome | undefined;
  broadcast: string;
  /** Undefined while the server issues this browser's id (voter.ts): answering waits. */
  voterId: string | undefined;
  onAnswered(outcome: QuizOutcome): void;
}

function ActiveQuestion({ question, answered, broadcast, voterId, onAnswered }: ActiveQuestionProps) {
  const { pageToken, refused } = usePageToken();
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<QuizOutcome | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  // An answer the server knows of (another tab) clears the badge too.
  useEffect(() => {
    if (answered) rememberAnswered(broadcast, question.id);
  }, [answered, broadcast, question.id]);

  useEffect(() => {
    if (!verdict) return;
    const timer = setTimeout(() => setVerdict(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [verdict]);

  const answer = async (optionId: string) => {
    if (!voterId) return;
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await interactionApi.answerQuiz(broadcast, question.id, { voterId, optionId, pageToken });
      setVerdict(outcome);
      onAnswered(outcome);
    } catch (error) {
      if (refused(error)) return;
      const first =
        error instanceof ApiError ? v.safeParse(v.object({ outcome: QuizOutcomeSchema }), error.body) : null;
      if (first?.success) {
        // Answered before (another tab): that first answer counts.
        setVerdict(first.output.outcome);
        onAnswered(first.output.outcome);
      } else if (error instanceof ApiError && error.kind === 'closed') setFailure('closed');
      else setFailure(error instanceof ApiError && error.isNetwork ? 'offline' : 'other');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {answered ? (
        <QuizAnswer question={question} outcome={answered} />
      ) : (
        <ChoiceForm
          item={question}
          busy={busy || !voterId}
          onSubmit={(id) => void answer(id)}
          submitLabel={<Trans>Answer</Trans>}
        />
      )}
      {/* Always in the page, so the verdict is read out once when it arrives (not again after a reload). */}
      <p
        role="status"
        data-testid="quiz-verdict"
        data-banner={verdict ? 'true' : undefined}
        className={answered ? `quiz-verdict quiz-verdict-${answered.correct ? 'right' : 'wrong'}` : 'quiz-verdict'}
      >
        {answered && <QuizVerdict question={question} outcome={answered} />}
      </p>
      <div role="alert" className="interaction-alert">
        {failure === 'closed' && <Trans>This question has closed: your answer was not counted.</Trans>}
        {failure === 'offline' && (
          <Trans>You seem to be offline: your answer was not sent. Please try again once you are online.</Trans>
        )}
        {failure === 'other' && <Trans>Your answer could not be sent. Please try again.</Trans>}
      </div>
    </>
  );
}
