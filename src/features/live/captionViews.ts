/**
 * The captions views (features/captions, issue 48), loaded with their strings only once the
 * broadcast has sent captions: a live page without captions downloads none of it. Their strings
 * are in the `interaction` part of the catalogue (scripts/build/catalogViews.ts): a part of their
 * own would add its loaders to every page's first download.
 */
import { lazy, useSyncExternalStore } from 'react';
import { withMessages } from '../../i18n/activate';
import { captionsInbox } from '../../state/captionsInbox';

const parts = withMessages('interaction', () => import('../captions/captionParts'));

export const CaptionsOnPlayer = lazy(() => parts().then((m) => ({ default: m.CaptionsOnPlayer })));
export const CaptionsPanel = lazy(() => parts().then((m) => ({ default: m.CaptionsPanel })));
export const CaptionsView = lazy(() => parts().then((m) => ({ default: m.CaptionsView })));

/** True once the broadcast sent a captions message (the recent lines on joining, or a new line). */
export const useHasCaptions = (): boolean =>
  useSyncExternalStore(captionsInbox.listen, captionsInbox.heard, () => false);
