/**
 * The active poll or quiz question over the video (spec 2 section 2: non-mobile screens, when the
 * project says showPollsOverVideo / showQuizOverVideo): a compact card in the lower third that
 * follows the controller. The laptop shows a poll once (INT-02, issue 45): the card shows only
 * while the sidebar is on another tab than the item's, until the visitor votes (the thanks and
 * the result show a moment first) or closes it. The live page places this layer in its video
 * column (which is `position: relative`).
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { overVideoItem } from '../../domain/overVideo';
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

/** `sidebarTab`: the tab the live sidebar shows now. */
export default function OverVideo({ sidebarTab, ...props }: InteractionPanelProps & { sidebarTab: string }) {
  const { t } = useLingui();
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const mobile = useIsMobile();
  const { answered } = useInteractionMemory(props.broadcast);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  // The item answered in this card: it stays a moment to show the thanks and the result.
  const [answering, setAnswering] = useState<string | null>(null);
  const shown = overVideoItem(
    project,
    live,
    sidebarTab,
    (item) => closed.has(item.key) || (answered(item.id) && answering !== item.key),
  );
  // Remembered while the card shows the item unanswered; an answer given elsewhere hides it at once.
  if (shown && !answered(shown.id) && answering !== shown.key) setAnswering(shown.key);
  if (!shown && answering !== null) setAnswering(null);
  const done = Boolean(shown && answered(shown.id));
  const close = useCallback((key: string) => setClosed((old) => new Set(old).add(key)), []);
  // The key names the item: a new object for the same item keeps the timer.
  const shownKey = shown?.key;
  useEffect(() => {
    if (!done || shownKey === undefined) return;
    const timer = setTimeout(() => close(shownKey), CLOSE_AFTER_ANSWER_MS);
    return () => clearTimeout(timer);
  }, [done, shownKey, close]);

  if (mobile || !shown) return null;
  return (
    <div className="over-video" data-testid="over-video" data-item={shown.key}>
      <button
        type="button"
        className="icon-button over-video-close"
        onClick={() => close(shown.key)}
        aria-label={shown.kind === 'poll' ? t`Close the poll over the video` : t`Close the quiz over the video`}
      >
        <span aria-hidden="true">×</span>
      </button>
      {shown.kind === 'poll' ? <PollPanel {...props} /> : <QuizPanel {...props} />}
    </div>
  );
}
