/**
 * The audience list, first in the Questions tab (issue 45: a feed, not a form): the highlighted
 * question, the open questions by votes or newest with upvotes, and the answered ones. The tab
 * (QuestionsTab) shows it only when the event lists questions (not `private`, the spec's flow).
 * Pushed changes are announced politely; long lists render their top and page the rest.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { QnaSort } from '../../contract';
import { isUpvoted, mergedQuestions, QNA_FIRST, shownVotes, sortedQuestions } from '../../domain/qna';
import { EmptyState } from '../../ui/EmptyState';
import { QuestionCard } from './QuestionCard';
import { QuestionSection } from './QuestionSection';
import { SortToggle } from './SortToggle';
import type { useQna } from './useQna';

type Qna = ReturnType<typeof useQna>;
interface Props {
  broadcast: string;
  list: NonNullable<Qna['list']>;
  qna: Qna;
}

export function AudienceQuestions({ broadcast, list, qna }: Props) {
  const { t } = useLingui();
  const [sort, setSort] = useState<QnaSort>('votes');
  const mineIds = new Set(qna.mine.map((q) => q.id));
  const highlighted = list.questions.find((q) => q.id === list.highlighted) ?? null;
  const card = (q: (typeof list.questions)[number], upvotable: boolean) => (
    <QuestionCard
      key={q.id}
      question={q}
      votes={shownVotes(q, qna.upvoted, qna.waiting)}
      upvoted={isUpvoted(q.id, qna.upvoted, qna.waiting)}
      mine={mineIds.has(q.id)}
      highlighted={q.id === list.highlighted}
      onUpvote={upvotable ? (up) => void qna.upvote(q.id, up) : undefined}
    />
  );

  return (
    <section className="qna" aria-labelledby="qna-title">
      <div className="qna-head">
        <h2 id="qna-title">
          <Trans>Questions from the audience</Trans>
        </h2>
        {list.counts.approved > 1 && <SortToggle sort={sort} onChange={setSort} />}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t`Open questions: ${list.counts.approved}. Answered: ${list.counts.answered}.`}
        {highlighted ? ` ${t`Being answered now`}: ${highlighted.message}` : ''}
      </p>
      {highlighted && <ul className="qna-list qna-now">{card(highlighted, highlighted.status === 'approved')}</ul>}
      <QuestionSection
        broadcast={broadcast}
        section="open"
        sort={sort}
        total={list.counts.approved}
        shown={(paged) =>
          sortedQuestions(mergedQuestions(list.questions, paged), 'approved', sort).filter(
            (q) => q.id !== list.highlighted,
          )
        }
        render={(q) => card(q, true)}
        first={QNA_FIRST}
        empty={
          highlighted ? null : (
            <EmptyState icon="question">
              {list.mode === 'moderated' ? (
                <Trans>No questions yet. Questions show here once the moderator has approved them.</Trans>
              ) : (
                <Trans>No questions yet. Ask the first one!</Trans>
              )}
            </EmptyState>
          )
        }
      />
      {list.counts.answered > 0 && (
        <QuestionSection
          broadcast={broadcast}
          section="answered"
          sort="newest"
          total={list.counts.answered}
          title={t`Answered`}
          shown={(paged) => sortedQuestions(mergedQuestions(list.questions, paged), 'answered', 'newest')}
          render={(q) => card(q, false)}
          first={QNA_FIRST}
        />
      )}
    </section>
  );
}
