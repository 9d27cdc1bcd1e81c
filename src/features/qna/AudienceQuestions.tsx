/**
 * The audience list under the question form (issue 35; both looks): the highlighted question,
 * the visitor's own questions waiting for approval, the open questions by votes or newest with
 * upvotes, and the answered ones. Nothing shows for a `private` event (the spec's flow).
 * Pushed changes are announced politely; long lists render their top and page the rest.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { QnaSort } from '../../contract';
import { isUpvoted, mergedQuestions, QNA_FIRST, shownVotes, sortedQuestions } from '../../domain/qna';
import { QuestionCard } from './QuestionCard';
import { QuestionSection } from './QuestionSection';
import { useQna } from './useQna';
import './qna.css';

export default function AudienceQuestions({ broadcast }: { broadcast: string }) {
  const { t } = useLingui();
  const qna = useQna(broadcast);
  const [sort, setSort] = useState<QnaSort>('votes');
  const list = qna.broadcast === broadcast ? qna.list : null;
  if (!list || list.mode === 'private') return null;

  const mineIds = new Set(qna.mine.map((q) => q.id));
  const waiting = qna.mine.filter((q) => q.status === 'pending');
  const highlighted = list.questions.find((q) => q.id === list.highlighted) ?? null;
  const card = (q: (typeof list.questions)[number], upvotable: boolean) => (
    <QuestionCard key={q.id} question={q} votes={shownVotes(q, qna.upvoted, qna.waiting)} upvoted={isUpvoted(q.id, qna.upvoted, qna.waiting)}
      mine={mineIds.has(q.id)} highlighted={q.id === list.highlighted}
      onUpvote={upvotable ? (up) => void qna.upvote(q.id, up) : undefined} />
  );

  return (
    <section className="qna" aria-labelledby="qna-title">
      <div className="qna-head">
        <h2 id="qna-title"><Trans>Questions from the audience</Trans></h2>
        <label className="qna-sort">
          <Trans>Sort by</Trans>
          <select value={sort} onChange={(e) => setSort(e.target.value as QnaSort)}>
            <option value="votes">{t`Most votes`}</option>
            <option value="newest">{t`Newest`}</option>
          </select>
        </label>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t`Open questions: ${list.counts.approved}. Answered: ${list.counts.answered}.`}
        {highlighted ? ` ${t`Being answered now`}: ${highlighted.message}` : ''}
      </p>
      {highlighted && <ul className="qna-list qna-now">{card(highlighted, highlighted.status === 'approved')}</ul>}
      {waiting.length > 0 && <ul className="qna-list" aria-label={t`Waiting for approval`}>{waiting.map((q) => card(q, false))}</ul>}
      <QuestionSection broadcast={broadcast} section="open" sort={sort} total={list.counts.approved}
        shown={(paged) => sortedQuestions(mergedQuestions(list.questions, paged), 'approved', sort).filter((q) => q.id !== list.highlighted)}
        render={(q) => card(q, true)} first={QNA_FIRST}
        empty={<p className="qna-empty"><Trans>No questions yet. Ask the first one!</Trans></p>} />
      {list.counts.answered > 0 && (
        <QuestionSection broadcast={broadcast} section="answered" sort="newest" total={list.counts.answered} title={t`Answered`}
          shown={(paged) => sortedQuestions(mergedQuestions(list.questions, paged), 'answered', 'newest')}
          render={(q) => card(q, false)} first={QNA_FIRST} />
      )}
    </section>
  );
}
