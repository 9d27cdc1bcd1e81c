/**
 * The room screen's audience parts (issue 50; features/qna/QuestionsScreen): the open word cloud,
 * large, in the questions' place, and the reactions floating over the whole screen (a still count
 * with reduced motion). Both come from the room screen's own stream (`event: cloud`, `event:
 * reactions`) through state/audience.ts.
 */
import { Trans } from '@lingui/react/macro';
import type { CloudCounts } from '../../contract/reactions';
import { useAudienceSnapshot } from '../../state/audience';
import { ReactionFloats } from './ReactionFloats';
import { WordCloud } from './WordCloud';
import './reactions.css';
import './roomAudience.css';

/** The open cloud's panel, or nothing while none is open. */
export function RoomCloud() {
  const { cloud } = useAudienceSnapshot();
  if (!cloud) return null;
  return (
    <section className="qs-panel qs-cloud" aria-labelledby="qs-cloud-question" data-testid="room-cloud">
      <p className="qs-label">
        <Trans>Word cloud</Trans>
      </p>
      <h2 id="qs-cloud-question" className="qs-cloud-question">
        {cloud.question}
      </h2>
      <WordCloud cloud={cloud as CloudCounts} variant="room" />
    </section>
  );
}

export const useRoomCloudOpen = () => Boolean(useAudienceSnapshot().cloud);

export function RoomReactions() {
  return <ReactionFloats variant="room" />;
}
