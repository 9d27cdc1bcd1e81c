/** One audience question: who asked (or "Anonymous"), the text, own and state marks, and the upvote toggle. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicQuestion } from '../../contract';

const SHORT = 80;
const shortText = (text: string) => ([...text].length > SHORT ? `${[...text].slice(0, SHORT).join('')}…` : text);

interface Props {
  question: PublicQuestion;
  votes: number;
  upvoted: boolean;
  mine: boolean;
  highlighted: boolean;
  /** Absent: no upvote button (waiting for approval, answered). */
  onUpvote?: (up: boolean) => void;
}

export function QuestionCard({ question, votes, upvoted, mine, highlighted, onUpvote }: Props) {
  const { t } = useLingui();
  const text = shortText(question.message);
  return (
    <li
      className={`qna-card${highlighted ? ' qna-card-highlighted' : ''}${mine ? ' qna-card-mine' : ''}`}
      data-question={question.id}
    >
      <div className="qna-card-body">
        <p className="qna-meta">
          <span className="qna-name">{question.name ?? t`Anonymous`}</span>
          {mine && (
            <span className="qna-badge">
              <Trans>Your question</Trans>
            </span>
          )}
          {question.status === 'pending' && (
            <span className="qna-badge qna-badge-waiting">
              <Trans>Waiting for approval</Trans>
            </span>
          )}
          {highlighted && (
            <span className="qna-badge qna-badge-now">
              <Trans>Being answered now</Trans>
            </span>
          )}
        </p>
        <p className="qna-message">{question.message}</p>
      </div>
      {onUpvote ? (
        <button
          type="button"
          className="qna-upvote"
          aria-pressed={upvoted}
          aria-label={t`Upvote: ${text}`}
          aria-describedby={`qna-votes-${question.id}`}
          onClick={() => onUpvote(!upvoted)}
        >
          <span aria-hidden="true" className="qna-arrow">
            ▲
          </span>
          <span className="qna-votes" id={`qna-votes-${question.id}`}>
            {votes}
          </span>
        </button>
      ) : (
        <>
          <span className="qna-votes qna-votes-static" aria-hidden="true">
            {votes}
          </span>
          <span className="visually-hidden">{t`Votes: ${votes}`}</span>
        </>
      )}
    </li>
  );
}
