/**
 * The live page's sidebar tabs (spec 2 section 2, issues 9 and 45): radix Tabs (real tabs, arrow
 * keys, vertical in fullscreen) over the tabs the project offers and the controller shows, in the
 * event's order. The URL hash chooses the tab; an unavailable one falls back to the first. One row
 * that never clips: the tabs that do not fit go into a More menu, and the selected tab always
 * stands in the row. A newly active poll or a button appearing selects a tab without taking the
 * focus, and a polite live region says what changed. Poll and quiz carry a calm live marker while
 * their item runs and a red dot while it is new (INT-01).
 */
import { useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { tabMarks } from '../../domain/liveTabs';
import { ALL_LIVE_TABS, type LiveTab } from '../../domain/tabs';
import { replaceHash, useDropGoneTabHash } from '../../hooks/useLocationHash';
import { hashTabsActiveAtom } from '../../project/layoutAtoms';
import { useShell } from '../../project/shellContext';
import { appStore } from '../../state/jotai';
import { useInteractionMemory, useSeenWhenLeft } from '../../state/interactionMemory';
import { useLiveSnapshot } from '../../state/live';
import { Icon } from '../../ui/icons';
import { LiveMoreMenu } from './LiveMoreMenu';
import { LiveTabPanel } from './LiveTabPanel';
import { LIVE_TAB_LABELS } from './tabLabels';
import { TabIcon } from './tabIcons';
import { useActiveLiveTab } from './useActiveLiveTab';
import { LiveAnnouncer, useLiveChanges } from './useLiveChanges';
import { useTabFit } from './useTabFit';
import './liveTabs.css';

const isLiveTab = (name: string): name is LiveTab => (ALL_LIVE_TABS as readonly string[]).includes(name);

export function LiveTabs({ broadcast, vertical }: { broadcast: string; vertical: boolean }) {
  const { i18n, t } = useLingui();
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const { tabs, active } = useActiveLiveTab();
  const select = (tab: LiveTab) => replaceHash(tab);
  // The buttons' tab: the live content, which the second variant's home holds.
  const said = useLiveChanges({ tabs, select, contentTab: tabs.includes('home') ? 'home' : 'livecontent' });
  const ids = useId();
  const { settled } = useInteractionMemory(broadcast);
  useSeenWhenLeft(broadcast, active, { poll: live?.activePoll, quiz: live?.activeQuiz });
  // In fullscreen the tabs stand in a column beside the panel: all of them, no menu.
  const { fit, bar, measure } = useTabFit(tabs, active, !vertical);

  // The second variant's Support and Privacy policy tabs take #support and #privacy-policy from
  // the dialogs those hashes open elsewhere (project/support/HashDialogs), as the web-app bar does.
  const hashTabs = tabs.includes('support');
  useLayoutEffect(() => {
    if (!hashTabs) return;
    appStore.set(hashTabsActiveAtom, true);
    return () => appStore.set(hashTabsActiveAtom, false);
  }, [hashTabs]);

  // Before the connection nothing is known about the controller's tabs: the hash stays for when it is.
  useDropGoneTabHash(ALL_LIVE_TABS, live ? tabs : ALL_LIVE_TABS);
  // A panel opened once stays mounted (hidden): a draft question or the chat frame survives a look at another tab.
  const [opened, setOpened] = useState<ReadonlySet<LiveTab>>(() => new Set([active]));
  useEffect(() => setOpened((old) => (old.has(active) ? old : new Set(old).add(active))), [active]);

  const label = (tab: LiveTab) => (tab === 'custom' && project.customTab?.title) || i18n._(LIVE_TAB_LABELS[tab]);
  const marks = (tab: LiveTab) => tabMarks(tab, live, settled);
  const describedBy = (tab: LiveTab) => {
    const { live: running, fresh } = marks(tab);
    return [running && `${ids}-live`, fresh && `${ids}-new`].filter(Boolean).join(' ') || undefined;
  };
  const content = (tab: LiveTab) => (
    <>
      <TabIcon name={tab === 'custom' ? project.customTab?.icon || 'custom' : tab} size={18} />
      <span className="live-tab-label">{label(tab)}</span>
      {marks(tab).live && <span className="live-tab-live" aria-hidden="true" />}
      {marks(tab).fresh && <span className="live-tab-new" aria-hidden="true" />}
    </>
  );
  const focusTab = (tab: LiveTab) =>
    requestAnimationFrame(() => bar.current?.querySelector<HTMLElement>(`[role="tab"][data-tab="${tab}"]`)?.focus());
  return (
    <>
      <Tabs.Root
        className="live-tabs"
        value={active}
        onValueChange={(value) => isLiveTab(value) && select(value)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        data-orientation={vertical ? 'vertical' : 'horizontal'}
      >
        <div className="live-tabs-bar" ref={bar}>
          <Tabs.List className="live-tabs-list" aria-label={t`Live tabs`}>
            {fit.shown.map((tab) => {
              const { live: running, fresh } = marks(tab);
              return (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="live-tab"
                  data-tab={tab}
                  data-badge={running ? 'active' : undefined}
                  data-new={fresh || undefined}
                  aria-describedby={describedBy(tab)}
                >
                  {content(tab)}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {fit.more.length > 0 && (
            <LiveMoreMenu
              tabs={fit.more}
              select={select}
              focusTab={focusTab}
              item={content}
              marks={marks}
              describedBy={describedBy}
            />
          )}
          {!vertical && (
            // The row as it would be with every tab selected, measured, never seen (useTabFit).
            <div className="live-tabs-measure" ref={measure} aria-hidden="true" inert>
              {tabs.map((tab) => (
                <span key={tab} className="live-tab" data-state="active">
                  {content(tab)}
                </span>
              ))}
              <span className="live-tab live-tab-more">
                <Icon name="more" size={18} />
                <span className="live-tab-label">{t`More`}</span>
              </span>
            </div>
          )}
        </div>
        {tabs.map((tab) => (
          <Tabs.Content
            key={tab}
            value={tab}
            className="live-tab-panel card"
            data-testid={`live-tab-${tab}`}
            forceMount={opened.has(tab) || undefined}
          >
            <LiveTabPanel tab={tab} broadcast={broadcast} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <span id={`${ids}-live`} hidden>{t`Active now`}</span>
      <span id={`${ids}-new`} hidden>{t`New`}</span>
      <LiveAnnouncer said={said} />
    </>
  );
}
