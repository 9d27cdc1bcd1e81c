/**
 * The web-app (PWA) layout: a compact header, the active tab's panel, and a bottom tab bar with
 * the first five tabs and the rest in an overflow menu. The URL hash chooses the tab.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { chooseTab, KEPT_PWA_TABS, splitPwaTabs, type PwaTab } from '../domain/tabs';
import { replaceHash, useLocationHash } from '../hooks/useLocationHash';
import { appStore } from '../state/jotai';
import { Icon } from '../ui/icons';
import { TabList } from '../ui/TabList';
import { PWA_TAB_LABELS } from './tabLabels';
import { InstallButton } from '../pwa/InstallButton';
import { installDismissed, isIosSafari, isStandalone } from '../pwa/installOffer';
import { useInstallPrompt } from '../pwa/pwaAtoms';
import { askPersistentStorage } from '../pwa/persistStorage';
import { inOwnTask } from '../hooks/inOwnTask';
import { OfflineStatus } from './OfflineStatus';
import { useShell } from './shellContext';
import { hashTabsActiveAtom } from './layoutAtoms';
import type { OverflowMenuProps } from './OverflowMenu';
import { TabMark } from './TabMark';
import './pwaLayout.css';

const OverflowMenu = lazy(() => import('./OverflowMenu'));
// On-site attendees are offered the installed app (issue 28); the offer loads only for them, and
// only once there is something to offer (issue 47): the browser's install prompt came, or iOS
// Safari (no prompt: steps by hand), outside the installed app, unless dismissed for the event.
const InstallOffer = lazy(() => import('../pwa/InstallOffer'));

function useInstallOffered(eventId: string, onSite: boolean): boolean {
  const prompt = useInstallPrompt();
  // After hydration: the server rendered no offer, and the first client render must match it.
  const [byHand, setByHand] = useState(false);
  useEffect(() => setByHand(onSite && isIosSafari()), [onSite]);
  return onSite && (prompt !== null || byHand) && !isStandalone() && !installDismissed(eventId);
}

interface Props {
  tabs: PwaTab[];
  renderTab: (tab: PwaTab) => ReactNode;
  header?: ReactNode;
  /** Tabs whose poll or quiz item is new to the visitor: a red dot (INT-01). */
  badged?: readonly PwaTab[];
  /** Tabs whose poll or quiz item runs: the spec's active badge, a calm ring once the item is not new. */
  running?: readonly PwaTab[];
}

/** The web-app tab shown: the one the URL hash names, else home. */
export function useActivePwaTab(tabs: readonly PwaTab[]): PwaTab {
  return chooseTab(tabs, useLocationHash()) ?? 'home';
}

export function PwaLayout({ tabs, renderTab, header, badged = [], running = [] }: Props) {
  const { i18n, t } = useLingui();
  const { project, registration, eventId } = useShell();
  const onSite = registration?.on_site_viewer === 1 && !registration.unregistered;
  const installOffered = useInstallOffered(eventId, onSite);
  const active = useActivePwaTab(tabs);
  const { visible, overflow } = splitPwaTabs(tabs);

  // Web-app users keep what they saw and what waits to be sent, also under storage pressure.
  useEffect(() => inOwnTask(() => void askPersistentStorage()), []);

  useLayoutEffect(() => {
    appStore.set(hashTabsActiveAtom, true);
    return () => appStore.set(hashTabsActiveAtom, false);
  }, []);

  const label = (tab: PwaTab) => (tab === 'custom' && project.customTab?.title) || i18n._(PWA_TAB_LABELS[tab]);
  const select = (tab: PwaTab) => replaceHash(tab === 'home' ? '' : tab);

  const ids = useId();
  const tabId = (tab: PwaTab) => `${ids}-tab-${tab}`;
  const panelId = (tab: PwaTab) => `${ids}-panel-${tab}`;
  // The active panel, and the kept ones opened before that are still tabs (hidden): KEPT_PWA_TABS. In
  // the tabs' order, so a kept panel is never moved in the page (a moved chat frame would load again).
  const [kept, setKept] = useState<readonly PwaTab[]>([]);
  if (KEPT_PWA_TABS.includes(active) && !kept.includes(active)) setKept([...kept, active]);
  const panels = tabs.includes(active)
    ? tabs.filter((tab) => tab === active || kept.includes(tab))
    : [active, ...tabs.filter((tab) => kept.includes(tab))];

  return (
    <div className="pwa-layout" data-layout="pwa">
      <header className="pwa-header">
        <div className="pwa-header-text">{header}</div>
        <OfflineStatus />
        {!onSite && <InstallButton />}
      </header>
      <main className="pwa-main" id="main">
        {onSite && <Suspense fallback={null}>{installOffered && <InstallOffer eventId={eventId} />}</Suspense>}
        {panels.map((tab) => (
          <div
            key={tab}
            role="tabpanel"
            id={panelId(tab)}
            className="pwa-panel"
            data-state={tab === active ? 'active' : 'inactive'}
            data-tab={tab}
            hidden={tab !== active}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern: a panel may hold no control
            tabIndex={0}
            aria-labelledby={visible.includes(tab) ? tabId(tab) : undefined}
            aria-label={visible.includes(tab) ? undefined : label(tab)}
          >
            {renderTab(tab)}
          </div>
        ))}
      </main>
      <nav className="bottom-tabs" aria-label={t`App tabs`}>
        <TabList
          tabs={visible}
          active={active}
          onSelect={select}
          tabId={tabId}
          panelId={panelId}
          className="bottom-tabs-list"
          tabClassName="bottom-tab"
          describedBy={(tab) =>
            [running.includes(tab) && `${ids}-badge`, badged.includes(tab) && `${ids}-new`].filter(Boolean).join(' ') ||
            undefined
          }
        >
          {(tab) => (
            <>
              <Icon name={tab} />
              <span className="bottom-tab-label">{label(tab)}</span>
              <TabMark tab={tab} badged={badged} running={running} />
            </>
          )}
        </TabList>
        {overflow.length > 0 && (
          <MoreTabs tabs={overflow} active={active} label={label} select={select} badged={badged} running={running} />
        )}
        <span id={`${ids}-badge`} hidden>{t`Active now`}</span>
        <span id={`${ids}-new`} hidden>{t`New`}</span>
      </nav>
    </div>
  );
}

/** Until its first press, the "More" trigger is a plain button; the press loads and opens the menu. */
function MoreTabs(props: OverflowMenuProps) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  const overflowActive = props.tabs.includes(props.active);
  const trigger = (
    <button
      type="button"
      className="bottom-tab"
      data-state={overflowActive ? 'active' : 'inactive'}
      aria-label={t`More tabs`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
    >
      <Icon name="more" />
      <span className="bottom-tab-label">{t`More`}</span>
      <TabMark
        tab="more"
        badged={props.tabs.some((tab) => props.badged.includes(tab)) ? ['more'] : []}
        running={props.tabs.some((tab) => props.running?.includes(tab)) ? ['more'] : []}
      />
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <OverflowMenu {...props} />
    </Suspense>
  );
}
