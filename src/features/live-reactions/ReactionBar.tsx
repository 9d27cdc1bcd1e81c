/**
 * The bar of five reactions under the player (issue 50): real buttons with a name in the page's
 * language, in a labelled group, each at least 44 px for a thumb. A tap is the `reaction` command
 * (api/reactions.ts sendReaction); it is never kept for later (a reaction means something now), and
 * a refusal (too many taps, the bar just switched off) passes silently: the floats the page sees
 * come from the stream, its own tap among them. The bar sends at most REACTIONS_PER_SECOND taps a
 * second, as the server allows.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { sendReaction } from '../../api/reactionTaps';
import { REACTIONS, REACTIONS_PER_SECOND, type Reaction } from '../../contract/reactions';
import { ReactionEmoji } from './ReactionEmoji';
import { usePageToken } from '../../project/pageToken';
import { useVoterId } from '../live-interaction/voter';
import { useReactionNames } from './reactionNames';

export function ReactionBar({ broadcast }: { broadcast: string }) {
  const { t } = useLingui();
  const names = useReactionNames();
  const { pageToken } = usePageToken();
  const voterId = useVoterId();
  const recent = useRef<number[]>([]);
  const [popped, setPopped] = useState<{ name: Reaction; n: number } | null>(null);

  const tap = (name: Reaction) => {
    setPopped((p) => ({ name, n: (p?.n ?? 0) + 1 }));
    const now = Date.now();
    recent.current = recent.current.filter((at) => now - at < 1000);
    if (!voterId || recent.current.length >= REACTIONS_PER_SECOND) return;
    recent.current.push(now);
    // Whatever the answer: the stream shows the taps; a refused or lost one is not worth telling.
    sendReaction(broadcast, { voterId, reaction: name, pageToken }).catch(() => {});
  };

  return (
    <fieldset className="reaction-bar" data-testid="reaction-bar">
      <legend className="visually-hidden">{t`Reactions`}</legend>
      {REACTIONS.map((name) => (
        <button
          key={name}
          type="button"
          className="reaction-button"
          aria-label={names[name]}
          title={names[name]}
          data-reaction={name}
          // A new key each tap restarts the button's small pop.
          data-popped={popped?.name === name ? popped.n % 2 : undefined}
          onClick={() => tap(name)}
        >
          <ReactionEmoji name={name} />
        </button>
      ))}
    </fieldset>
  );
}
