/**
 * The captions views (features/captions, issue 48), loaded only once the broadcast has sent
 * captions: a live page without captions downloads none of their code. Their strings are in the
 * event pages' part of the catalogue, which every page that shows captions has loaded: in the
 * `interaction` part, a captioned page downloaded every poll's and question's strings with them
 * (issue 47), and a part of their own would add its loaders to every page's first download.
 */
import { captionsSwitchedOn } from '../../domain/captions';
import { useShell } from '../../project/shellContext';
import { captionsInbox } from '../../state/captionsInbox';
import { useTransitionStore } from '../../hooks/useTransitionStore';
import { lazyView } from '../../ui/lazyView';
import { useRenderedLines } from '../captions/renderedLines';

const parts = () => import('../captions/captionParts');

// lazyView: a view whose chunk is in renders at once, in server markup too (pageChunks.ts).
const onPlayer = lazyView(() => parts().then((m) => ({ default: m.CaptionsOnPlayer })));
const panel = lazyView(() => parts().then((m) => ({ default: m.CaptionsPanel })));
const view = lazyView(() => parts().then((m) => ({ default: m.CaptionsView })));
export const CaptionsOnPlayer = onPlayer.View;
export const CaptionsPanel = panel.View;
export const CaptionsView = view.View;

/** Every captions view in: a server-rendered page that shows one loads them before hydrating (pageChunks.ts). */
export const loadCaptionViews = () => Promise.all([onPlayer.load(), panel.load(), view.load()]);

/**
 * True once the broadcast sent a captions message (the recent lines on joining, or a new line), or
 * when the server rendered the page with its lines, unless the organiser switched the
 * event's captions off (then a line the server still had on its way shows nothing either).
 */
const notHeard = () => false;

export function useHasCaptions(): boolean {
  const { event } = useShell().project;
  const heard = useTransitionStore(captionsInbox.listen, captionsInbox.heard, notHeard);
  const rendered = useRenderedLines();
  return (heard || rendered !== null) && captionsSwitchedOn(event);
}
