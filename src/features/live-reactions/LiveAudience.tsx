/**
 * The live page's audience parts (issue 50), loaded lazily with the interaction strings: over the
 * video (`part="stage"`) the floating reactions; under it (`part="below"`) the reaction bar while
 * the director has it on, and the open word cloud. Both follow the pushed state: the page reads
 * nothing when the director switches them.
 */
import { useLiveSnapshot } from '../../state/live';
import { ReactionBar } from './ReactionBar';
import { ReactionFloats } from './ReactionFloats';
import { WordCloudPanel } from './WordCloudPanel';
import './reactions.css';

export default function LiveAudience({ broadcast, part }: { broadcast: string; part: 'stage' | 'below' }) {
  const { live } = useLiveSnapshot();
  const cloud = live?.items?.cloud ?? null;
  if (part === 'stage') return live?.reactions ? <ReactionFloats /> : null;
  return (
    <>
      {live?.reactions && <ReactionBar broadcast={broadcast} />}
      {cloud && <WordCloudPanel key={cloud.id} broadcast={broadcast} item={cloud} />}
    </>
  );
}
