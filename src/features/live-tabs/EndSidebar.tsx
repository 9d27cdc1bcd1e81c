/**
 * The end page's sidebar (spec 2 section 2): tabs for the content, the handouts and the chat,
 * shown on a phone or while the controller keeps the chat open. Same tabs as the live sidebar:
 * radix Tabs, arrow keys, the hash chooses.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { endPageChat } from '../../domain/chat';
import { config } from '../../config';
import { chooseTab, usableHandouts } from '../../domain/tabs';
import { replaceHash, useLocationHash } from '../../hooks/useLocationHash';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { SafeHtml } from '../../ui/SafeHtml';
import { HandoutPanel } from './panels/ContentPanels';
import './liveTabs.css';

const ChatPanel = lazy(() => import('./ChatPanel'));

type EndTab = 'livecontent' | 'handout' | 'chat';

export default function EndSidebar() {
  const { t } = useLingui();
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const tabs: EndTab[] = ['livecontent'];
  if (live?.visible.handouts && usableHandouts(project.event.handouts).length) tabs.push('handout');
  const chat = endPageChat(project.event, project.endPage?.showCrispChat, Boolean(live?.visible.chat), config.chat);
  if (chat) tabs.push('chat');
  const active = chooseTab(tabs, useLocationHash()) ?? 'livecontent';
  const labels: Record<EndTab, string> = { livecontent: t`Content`, handout: t`Handouts`, chat: t`Chat` };
  return (
    <Tabs.Root
      className="live-tabs"
      value={active}
      onValueChange={(value) => replaceHash(value)}
      data-testid="end-sidebar"
      data-view="end-sidebar"
    >
      {/* Three short tabs at most: they always fit the row, no More menu. */}
      <div className="live-tabs-bar">
        <Tabs.List className="live-tabs-list" aria-label={t`Live tabs`}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className="live-tab">
              {labels[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      <Tabs.Content value="livecontent" className="live-tab-panel card">
        <SafeHtml html={project.event.livePageContent} />
        {chat && (
          <p className="muted">
            <Trans>The chat stays open for a while after the broadcast.</Trans>
          </p>
        )}
      </Tabs.Content>
      {tabs.includes('handout') && (
        <Tabs.Content value="handout" className="live-tab-panel card">
          <HandoutPanel confirm />
        </Tabs.Content>
      )}
      {tabs.includes('chat') && (
        <Tabs.Content value="chat" className="live-tab-panel card">
          <Suspense fallback={<span className="spinner spinner-small" aria-hidden="true" />}>
            <ChatPanel />
          </Suspense>
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
