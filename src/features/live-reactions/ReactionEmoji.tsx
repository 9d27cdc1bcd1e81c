/**
 * A reaction's emoji as the project's own image (Twemoji, `@twemoji/svg`, graphics CC-BY 4.0):
 * the same drawing on every device, also where the system has no colour emoji font (a Linux
 * kiosk behind the room screen showed empty boxes). Sized by the surrounding font size;
 * decoration only, the button or list item names the reaction.
 */
import clap from '@twemoji/svg/1f44f.svg';
import idea from '@twemoji/svg/1f4a1.svg';
import laugh from '@twemoji/svg/1f602.svg';
import wow from '@twemoji/svg/1f62e.svg';
import heart from '@twemoji/svg/2764.svg';
import type { Reaction } from '../../contract/reactions';

const IMAGES: Record<Reaction, string> = { clap, heart, laugh, wow, idea };

export function ReactionEmoji({ name }: { name: Reaction }) {
  return <img className="reaction-emoji" src={IMAGES[name]} alt="" aria-hidden="true" draggable={false} />;
}
