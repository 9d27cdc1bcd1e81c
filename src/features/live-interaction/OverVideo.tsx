// Seam between the tabs and the interaction work (issue 9): the active poll or quiz over the
// video on non-mobile screens (showPollsOverVideo / showQuizOverVideo); replaced by the real layer.
import type { InteractionPanelProps } from './props';

export default function OverVideo(_props: InteractionPanelProps) {
  return null;
}
