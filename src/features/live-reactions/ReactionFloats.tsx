/**
 * The audience's reactions floating up over the video and on the room screen (issue 50): each
 * burst from the stream adds a few emoji (at most MAX_PER_BURST, however many taps it holds),
 * each rising at its own place and gone after its animation. Decoration only: hidden from screen
 * readers. With prefers-reduced-motion nothing moves: a static line counts every reaction heard.
 */
import { useEffect, useRef, useState } from 'react';
import { REACTIONS, type Reaction } from '../../contract/reactions';
import { ReactionEmoji } from './ReactionEmoji';
import { floatsOf } from '../../domain/reactions';
import { onReactionBurst, useAudienceSnapshot } from '../../state/audience';
import { useReducedMotion } from '../dynamic-blocks/useReducedMotion';
import { useReactionNames } from './reactionNames';

/** Emoji on screen at most (a long storm never piles up). */
const MAX_ON_SCREEN = 40;
const FLOAT_MS = 2600;

interface Float {
  id: number;
  name: Reaction;
  /** Horizontal place in percent, and a small delay, so a burst spreads out. */
  left: number;
  delay: number;
}

export function ReactionFloats({ variant = 'video' }: { variant?: 'video' | 'room' }) {
  const still = useReducedMotion();
  const [floats, setFloats] = useState<Float[]>([]);
  const next = useRef(0);

  useEffect(() => {
    if (still) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onReactionBurst((burst) => {
      const added = floatsOf(burst).map((name) => ({
        id: next.current++,
        name,
        left: 5 + Math.random() * 85,
        delay: Math.random() * 400,
      }));
      setFloats((now) => [...now, ...added].slice(-MAX_ON_SCREEN));
      const ids = new Set(added.map((f) => f.id));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setFloats((now) => now.filter((f) => !ids.has(f.id)));
      }, FLOAT_MS + 500);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [still]);

  if (still) return <StillCounts variant={variant} />;
  return (
    <div className={`reaction-floats reaction-floats-${variant}`} aria-hidden="true" data-testid="reaction-floats">
      {floats.map((f) => (
        <span
          key={f.id}
          className="reaction-float"
          data-testid="reaction-float"
          data-reaction={f.name}
          style={{ left: `${f.left}%`, animationDelay: `${f.delay}ms`, animationDuration: `${FLOAT_MS}ms` }}
        >
          <ReactionEmoji name={f.name} />
        </span>
      ))}
    </div>
  );
}

/** Reduced motion: the reactions heard so far, as numbers that change in place. */
function StillCounts({ variant }: { variant: 'video' | 'room' }) {
  const { totals } = useAudienceSnapshot();
  const names = useReactionNames();
  const heard = REACTIONS.filter((name) => totals[name] > 0);
  if (!heard.length) return null;
  return (
    <ul className={`reaction-counts reaction-counts-${variant}`} data-testid="reaction-counts">
      {heard.map((name) => (
        <li key={name} data-reaction={name}>
          <ReactionEmoji name={name} />
          <span className="visually-hidden">{names[name]}</span> {totals[name]}
        </li>
      ))}
    </ul>
  );
}
