/**
 * Analytics through the outbox: each page view or link click gets its Idempotency-Key before the
 * first try, and when the network is away it is kept and sent later under that key, so the
 * server counts it once. Never in the visitor's way: failures are logged, nothing is shown.
 */
import { api } from '../api/client';
import { ApiError } from '../api/http';
import type { CommandBody } from '../contract/commands';
import type { OutboxCall } from '../domain/outbox';
import { isRetryable, newIdempotencyKey } from '../domain/outboxKeys';
import { outboxSync } from './outboxCode';

/** The two analytics calls; `projectKey` is `{projectId}` or `{projectId}-pwa`. */
export type AnalyticsCall = 'page-views' | 'link-clicks';

type Data = { eventId?: string; registrationId?: string } & Record<string, unknown>;

/** The command each analytics call is (src/contract/commands.ts: `pageView`, `linkClick`). */
function commandCall(call: AnalyticsCall, projectKey: string, data: Data): OutboxCall<'pageView' | 'linkClick'> {
  const params = { projectKey };
  return call === 'page-views'
    ? { kind: 'pageView', params, body: data as CommandBody<'pageView'> }
    : { kind: 'linkClick', params, body: { ...data, eventId: data.eventId ?? '' } };
}

export async function sendAnalytics(call: AnalyticsCall, projectKey: string, data: Data): Promise<void> {
  const idempotencyKey = newIdempotencyKey((bytes) => crypto.getRandomValues(bytes));
  const command = commandCall(call, projectKey, data);
  try {
    if (command.kind === 'pageView') await api.pageView(projectKey, command.body, { idempotencyKey });
    else await api.linkClick(projectKey, command.body, { idempotencyKey });
  } catch (error) {
    if (error instanceof ApiError && isRetryable(error.status)) {
      const item = { id: idempotencyKey, eventId: data.eventId ?? '', createdAt: Date.now(), call: command };
      // The outbox's code comes when something is kept (issue 47): most page views are sent at once.
      await outboxSync()
        .then((outbox) => outbox.queueRequest(item))
        .catch((stored) => console.warn('Analytics not kept for later', stored));
    } else {
      console.warn('Analytics not recorded', error);
    }
  }
}
