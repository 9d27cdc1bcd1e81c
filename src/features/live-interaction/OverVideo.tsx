/**
 * The active poll or quiz question over the video (spec 2 section 2: non-mobile screens, when the
 * project says showPollsOverVideo / showQuizOverVideo): a compact card in the lower third that
 * follows the controller. Closable; it closes by itself a moment after the visitor voted or
 * answered (the thanks and the result show first); a newly started item shows again. The live
 * page places this layer in its video column (which is `position: relative`).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useIsMobile } from '../../project/layoutAtoms';
import { useShell } from '../../project/shellContext';
import { useInteractionMemory } from '../../state/interactionMemory';
import { useLiveSnapshot } from '../../state/live';
import PollPanel from './PollPanel';
import type { InteractionPanelProps } from './props';
import QuizPanel from './QuizPanel';
import './interaction.css';

/** Long enough to read the thanks (or the verdict) and the result bars, short enough to give the video back. */
const CLOSE_AFTER_ANSWER_MS = 2500;

export default function OverVideo(props: InteractionPanelProps) {
  const { t } = useLingui();
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const mobile = useIsMobile();
  const [closed, setClosed] = useState<string | null>(null);
  // It follows the controller: hidden polls (or quiz) leave the video too.
  const poll = project.showPollsOverVideo && live?.visible.polls && live.activePoll ? live.activePoll : null;
  const quiz = project.showQuizOverVideo && live?.visible.quiz && live.activeQuiz ? live.activeQuiz : null;
  // A poll first when both run (the quiz still has its tab).
  const shown = poll ? `poll:${poll}` : quiz ? `quiz:${quiz}` : null;
  const done = useInteractionMemory(props.broadcast).answered(poll ?? quiz ?? '');
  useEffect(() => {
    if (!done || !shown) return;
    const timer = setTimeout(() => setClosed(shown), CLOSE_AFTER_ANSWER_MS);
    return () => clearTimeout(timer);
  }, [done, shown]);
  if (mobile || !shown || closed === shown) return null;
  return (
    <div className="over-video" data-testid="over-video">
      <button type="button" className="icon-button over-video-close" onClick={() => setClosed(shown)}
        aria-label={poll ? t`Close the poll over the video` : t`Close the quiz over the video`}>
        <span aria-hidden="true">×</span>
      </button>
      {poll ? <PollPanel {...props} /> : <QuizPanel {...props} />}
    </div>
  );
}
