/**
 * The Questions tab as a feed (issue 45), in both looks: the audience's questions first (when
 * the event lists them), then "Your questions" with where each stands, then the composer, kept
 * at the foot of the screen on a phone. A question kept offline shows under "Your questions"
 * until it is sent, also after a reload or a visit to another tab (the outbox queue is adopted
 * here); once sent the tab says so (the header does when the tab is hidden: project/OutboxSent)
 * and reads the visitor's own questions again.
 */
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { ownQuestions, type UnsentQuestion } from '../../domain/qna';
import { noteQuestionAsked } from '../../state/qna';
import { tellSentQuestions } from '../../state/sentNotice';
import type { OutboxItem } from '../../domain/outbox';
import { useCommand } from '../../state/useCommand';
import { Button } from '../../ui/Button';
import { useFeedback } from '../live-interaction/Feedback';
import type { InteractionPanelProps } from '../live-interaction/props';
import { AudienceQuestions } from './AudienceQuestions';
import { QuestionComposer } from './QuestionComposer';
import { useQna } from './useQna';
import { YourQuestions } from './YourQuestions';
import '../live-interaction/interaction.css';
import './qna.css';

const unsentOf = (items: readonly OutboxItem<'question'>[]): UnsentQuestion[] =>
  items.map((item) => ({
    id: item.id,
    createdAt: item.createdAt,
    message: typeof item.call.body.question.message === 'string' ? item.call.body.question.message : '',
  }));

export default function QuestionsTab({ broadcast, pwaUser }: InteractionPanelProps) {
  const qna = useQna(broadcast);
  const feedback = useFeedback();
  const root = useRef<HTMLDivElement>(null);
  const [savedRefused, setSavedRefused] = useState(false);
  const outbox = useCommand('question', {
    adopt: (item) => item.call.body.broadcastSlug === broadcast,
    onSent: () => {
      noteQuestionAsked();
      // The live sidebar keeps an opened tab mounted but hidden: there the header says it.
      if (shows(root.current)) feedback.show(<Trans>Your saved question was sent.</Trans>);
      else tellSentQuestions(1);
    },
    onRefused: () => setSavedRefused(true),
  });
  const list = qna.broadcast === broadcast ? qna.list : null;
  const listed = list !== null && list.mode !== 'private';
  const own = ownQuestions(list ? qna.mine : [], unsentOf(outbox.queued), list?.highlighted ?? null);

  return (
    <div ref={root} className={`qna-feed${listed ? ' qna-feed-listed' : ''}`}>
      {list === null && <ListState failed={qna.failed} offline={qna.offline} retry={qna.retry} />}
      {listed && <AudienceQuestions broadcast={broadcast} list={list} qna={qna} />}
      <YourQuestions questions={own} />
      <QuestionComposer
        broadcast={broadcast}
        pwaUser={pwaUser}
        anonymousAllowed={list?.anonymousAllowed === true}
        outbox={outbox}
        feedback={feedback}
        savedRefused={savedRefused}
      />
    </div>
  );
}

/** Whether the tab is on screen (not in a hidden panel). */
function shows(element: HTMLElement | null): boolean {
  if (!element) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.offsetParent !== null;
}

/** Before the list is there: loading, not loaded (with "Try again"), or waiting for the connection. */
function ListState({ failed, offline, retry }: { failed: boolean; offline: boolean; retry(): void }) {
  if (failed) {
    return (
      <div className="qna-state" role="alert">
        <p>
          <Trans>The questions could not be loaded.</Trans>
        </p>
        <Button variant="outline" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <p className="qna-state muted" role="status">
      <span className="spinner spinner-small" aria-hidden="true" />
      {offline ? <Trans>The questions show once the connection is back.</Trans> : <Trans>Loading questions…</Trans>}
    </p>
  );
}
