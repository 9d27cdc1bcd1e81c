/**
 * A quiz question after this visitor answered it (issue 29): every option, the visitor's answer
 * and the right one marked, and the verdict in words. Kept after a reload (the outcome is
 * remembered, state/interactionMemory.ts). Without the right answer (an answer from another
 * device, read from the overview) only the visitor's answer and the verdict show.
 */
import { Trans } from '@lingui/react/macro';
import type { PollDefinition, QuizOutcome } from '../../contract';

export function QuizAnswer({ question, outcome }: { question: PollDefinition; outcome: QuizOutcome }) {
  const rightText = question.options.find((o) => o.id === outcome.rightOptionId)?.text;
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
              <span className="quiz-option-mark" aria-hidden="true">{isRight ? '✓' : mine ? '✗' : ''}</span>
              <span className="quiz-option-text">{option.text}</span>
              {mine && <span className="quiz-option-note"><Trans>Your answer</Trans></span>}
              {isRight && !mine && <span className="quiz-option-note"><Trans>Right answer</Trans></span>}
            </li>
          );
        })}
      </ul>
      <p className={`quiz-verdict quiz-verdict-${outcome.correct ? 'right' : 'wrong'}`} data-testid="quiz-verdict">
        {outcome.correct
          ? <Trans>Well done: that is the right answer.</Trans>
          : rightText ? <Trans>Not quite: the right answer is {rightText}.</Trans> : <Trans>Not quite: that is not the right answer.</Trans>}
      </p>
    </div>
  );
}
