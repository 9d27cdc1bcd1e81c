// Seam between the tabs and the interaction work (issue 9): replaced by the real panel.
import type { InteractionPanelProps } from './props';

export default function PollPanel(_props: InteractionPanelProps) {
  return null;
}
