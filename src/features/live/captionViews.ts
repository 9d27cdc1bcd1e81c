/**
 * The captions views (features/captions, issue 48), loaded with their strings only once the
 * broadcast has sent captions: a live page without captions downloads none of it. Their strings
 * are in the `interaction` part of the catalogue (scripts/build/catalogViews.ts): a part of their
 * own would add its loaders to every page's first download.
 */
import { lazy, useSyncExternalStore } from 'react';
import { captionsSwitchedOn } from '../../domain/captions';
import { withMessages } from '../../i18n/activate';
import { useShell } from '../../project/shellContext';
import { captionsInbox } from '../../state/captionsInbox';

const parts = withMessages('interaction', () => import('../captions/captionParts'));

export const CaptionsOnPlayer = lazy(() => parts().then((m) => ({ default: m.CaptionsOnPlayer })));
export const CaptionsPanel = lazy(() => parts().then((m) => ({ default: m.CaptionsPanel })));
export const CaptionsView = lazy(() => parts().then((m) => ({ default: m.CaptionsView })));

/**
 * True once the broadcast sent a captions message (the recent lines on joining, or a new line),
 * unless the organiser switched the event's captions off (then a line the server still had on its
 * way shows nothing either).
 */
export function useHasCaptions(): boolean {
  const { event } = useShell().project;
  const heard = useSyncExternalStore(captionsInbox.listen, captionsInbox.heard, () => false);
  return heard && captionsSwitchedOn(event);
}
