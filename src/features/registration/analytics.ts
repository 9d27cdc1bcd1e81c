/**
 * Page-view analytics of the registration flow, shared by the pages that record one. The rule
 * (not in preview, not with ignoreStatActions = '1', not on the confirmation route) is the pure
 * predicate in domain/analytics.ts; this module adds the browser and the call.
 */
import { useEffect, useRef } from 'react';
import type { Shell } from '../../project/shellContext';
import { analyticsProjectKey, shouldRecordPageView } from '../../domain/analytics';
import { afterFirstPaint } from '../../hooks/afterFirstPaint';
import { localStore } from '../../state/browserStorage';
import { LOCAL } from '../../state/storageKeys';
import { sendAnalytics } from '../../state/analyticsOutbox';

export type PageViewAction = 'registration-page-view' | 'evaluation-page-view';

/** Records one page view now, if the rule allows it (offline: later, by the outbox). Failures are only logged. */
export function recordPageView(
  shell: Pick<Shell, 'project' | 'pwaLook' | 'previewMode' | 'registrationId'>,
  action: PageViewAction,
): boolean {
  const allowed = shouldRecordPageView({
    path: window.location.pathname,
    previewMode: shell.previewMode,
    ignoreStatActions: localStore.get(LOCAL.ignoreStatActions),
  });
  if (!allowed) return false;
  const body = shell.registrationId ? { action, registrationId: shell.registrationId } : { action };
  void sendAnalytics('page-views', analyticsProjectKey(shell.project._id, shell.pwaLook), body);
  return true;
}

/** Records the page view once per mount of the page (a re-render does not record again), after the first paint. */
export function usePageView(shell: Shell, action: PageViewAction) {
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    return afterFirstPaint(() => {
      recorded.current = true;
      recordPageView(shell, action);
    });
  }, [shell, action]);
}
