/**
 * A quiz question after this visitor answered it (issue 29): every option, the visitor's answer
 * and the right one marked. Kept after a reload (the outcome is remembered,
 * state/interactionMemory.ts). Without the right answer (an answer from another device, read from
 * the overview) only the visitor's answer shows. The verdict in words is `QuizVerdict`, said once
 * by the panel (issue 45), not here as well.
 */
import { Trans } from '@lingui/react/macro';
import type { PollDefinition, QuizOutcome } from '../../contract';

export function QuizAnswer({ question, outcome }: { question: PollDefinition; outcome: QuizOutcome }) {
  return (
    <div className="quiz-answer">
      <p className="choice-question">{question.question}</p>
      <ul className="quiz-options">
        {question.options.map((option) => {
          const mine = option.id === outcome.optionId;
          const isRight = option.id === outcome.rightOptionId || (mine && outcome.correct);
          const state = isRight ? 'right' : mine ? 'wrong' : 'other';
          return (
            <li key={option.id} className={`quiz-option quiz-option-${state}`} data-state={state}>
              <span className="quiz-option-mark" aria-hidden="true">
                {isRight ? '✓' : mine ? '✗' : ''}
              </span>
              <span className="quiz-option-text">{option.text}</span>
              {mine && (
                <span className="quiz-option-note">
                  <Trans>Your answer</Trans>
                </span>
              )}
              {isRight && !mine && (
                <span className="quiz-option-note">
                  <Trans>Right answer</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The verdict in words: right, or wrong with the right answer when it is known. */
export function QuizVerdict({ question, outcome }: { question: PollDefinition; outcome: QuizOutcome }) {
  const rightText = question.options.find((o) => o.id === outcome.rightOptionId)?.text;
  if (outcome.correct) return <Trans>Well done: that is the right answer.</Trans>;
  return rightText ? (
    <Trans>Not quite: the right answer is {rightText}.</Trans>
  ) : (
    <Trans>Not quite: that is not the right answer.</Trans>
  );
}
