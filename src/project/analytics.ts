/**
 * Analytics calls of the event pages (spec 2 sections 6, 7): never in preview or with the local
 * storage flag ignoreStatActions = 1; `{projectId}-pwa` for web-app users. Offline they wait in the
 * outbox; failures are logged, never shown: analytics must not get in a visitor's way.
 */
import { analyticsProjectKey, shouldRecordPageView } from '../domain/analytics';
import { linkClickBody, type LinkClickInput } from '../domain/linkClicks';
import { localStore } from '../state/browserStorage';
import { LOCAL } from '../state/storageKeys';
import { sendAnalytics } from '../state/analyticsOutbox';
import type { Shell } from './shellContext';

type AnalyticsShell = Pick<Shell, 'project' | 'pwaLook' | 'previewMode' | 'registrationId' | 'eventId'>;

export function analyticsAllowed(shell: Pick<Shell, 'previewMode'>): boolean {
  return shouldRecordPageView({
    path: window.location.pathname,
    previewMode: shell.previewMode,
    ignoreStatActions: localStore.get(LOCAL.ignoreStatActions),
  });
}

/** Records a click on a component's link; resolves once sent (or failed), so a caller may wait. */
export async function recordLinkClick(
  shell: AnalyticsShell,
  component: string,
  link: Omit<LinkClickInput, 'eventId' | 'registrationId'>,
): Promise<void> {
  const body = linkClickBody(component, { ...link, eventId: shell.eventId, registrationId: shell.registrationId });
  if (!body) {
    console.error(`Analytics: unsupported component "${component}"`);
    return;
  }
  if (!analyticsAllowed(shell)) return;
  // Offline the click is kept and sent later (the outbox), without keeping the visitor waiting.
  await sendAnalytics('link-clicks', analyticsProjectKey(shell.project._id, shell.pwaLook), body);
}
