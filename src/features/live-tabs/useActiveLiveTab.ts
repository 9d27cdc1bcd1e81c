/**
 * The live sidebar's tabs and the one it shows: the sidebar draws them, and the live page asks
 * which one shows so the poll over the video steps back while the Poll tab has it (INT-02).
 */
import { groupForHash } from '../../domain/agenda';
import { breakoutRounds } from '../../domain/breakouts';
import { availableLiveTabs } from '../../domain/liveTabOrder';
import { chooseTab, type LiveTab } from '../../domain/tabs';
import { config } from '../../config';
import { useLocationHash } from '../../hooks/useLocationHash';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';

export function useActiveLiveTab(): { tabs: LiveTab[]; active: LiveTab } {
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const tabs = availableLiveTabs(project, live, config.chat);
  const hash = useLocationHash();
  // A hash naming a breakout round (#Round%201) opens the agenda tab, which opens that round.
  const roundHash = tabs.includes('agenda') && groupForHash(hash, breakoutRounds(project.events)) !== undefined;
  return { tabs, active: roundHash ? 'agenda' : (chooseTab(tabs, hash) ?? 'livecontent') };
}
