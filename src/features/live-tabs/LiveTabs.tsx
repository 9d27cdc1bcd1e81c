/**
 * The live page's sidebar tabs (spec 2 section 2, issue 9): radix Tabs (real tabs, arrow keys,
 * vertical in fullscreen) over the tabs the project offers and the controller shows, in the
 * event's order. The URL hash chooses the tab; an unavailable one falls back to the first. The
 * list follows the controller live; a newly active poll or a button appearing selects a tab
 * without taking the focus, and a polite live region says what changed.
 */
import { useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { groupForHash } from '../../domain/agenda';
import { breakoutRounds } from '../../domain/breakouts';
import { tabBadge } from '../../domain/liveTabs';
import { availableLiveTabs } from '../../domain/liveTabOrder';
import { config } from '../../config';
import { chooseTab, LIVE_TABS, type LiveTab } from '../../domain/tabs';
import { replaceHash, useDropGoneTabHash, useLocationHash } from '../../hooks/useLocationHash';
import { useShell } from '../../project/shellContext';
import { useInteractionMemory, useSeenWhenLeft } from '../../state/interactionMemory';
import { useLiveSnapshot } from '../../state/live';
import { LiveTabPanel } from './LiveTabPanel';
import { LIVE_TAB_LABELS } from './tabLabels';
import { TabIcon } from './tabIcons';
import { LiveAnnouncer, useLiveChanges } from './useLiveChanges';
import './liveTabs.css';

const isLiveTab = (name: string): name is LiveTab => (LIVE_TABS as readonly string[]).includes(name);

export function LiveTabs({ broadcast, vertical }: { broadcast: string; vertical: boolean }) {
  const { i18n, t } = useLingui();
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const tabs = availableLiveTabs(project, live, config.chat);
  const hash = useLocationHash();
  // A hash naming a breakout round (#Round%201) opens the agenda tab, which opens that round.
  const roundHash = tabs.includes('agenda') && groupForHash(hash, breakoutRounds(project.events)) !== undefined;
  const active = roundHash ? 'agenda' : chooseTab(tabs, hash) ?? 'livecontent';
  const select = (tab: LiveTab) => replaceHash(tab);
  const said = useLiveChanges({ tabs, select, contentTab: 'livecontent' });
  const badgeId = useId();
  const { settled } = useInteractionMemory(broadcast);
  useSeenWhenLeft(broadcast, active, { poll: live?.activePoll, quiz: live?.activeQuiz });

  // Before the connection nothing is known about the controller's tabs: the hash stays for when it is.
  useDropGoneTabHash(LIVE_TABS, live ? tabs : LIVE_TABS);
  // A panel opened once stays mounted (hidden): a draft question or the chat frame survives a look at another tab.
  const [opened, setOpened] = useState<ReadonlySet<LiveTab>>(() => new Set([active]));
  useEffect(() => setOpened((old) => (old.has(active) ? old : new Set(old).add(active))), [active]);

  const label = (tab: LiveTab) => (tab === 'custom' && project.customTab?.title) || i18n._(LIVE_TAB_LABELS[tab]);
  return (
    <>
      <Tabs.Root className="live-tabs" value={active} onValueChange={(value) => isLiveTab(value) && select(value)}
        orientation={vertical ? 'vertical' : 'horizontal'} data-orientation={vertical ? 'vertical' : 'horizontal'}>
        <Tabs.List className="live-tabs-list" aria-label={t`Live tabs`}>
          {tabs.map((tab) => {
            const badge = tabBadge(tab, live, settled);
            return (
              <Tabs.Trigger key={tab} value={tab} className="live-tab" data-badge={badge ? 'active' : undefined}
                aria-describedby={badge ? badgeId : undefined}>
                <TabIcon name={tab === 'custom' ? project.customTab?.icon || 'custom' : tab} size={18} />
                <span className="live-tab-label">{label(tab)}</span>
                {badge && <span className="live-tab-badge" aria-hidden="true" />}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="live-tab-panel card" data-testid={`live-tab-${tab}`} forceMount={opened.has(tab) || undefined}>
            <LiveTabPanel tab={tab} broadcast={broadcast} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <span id={badgeId} hidden>{t`Active now`}</span>
      <LiveAnnouncer said={said} />
    </>
  );
}
