/**
 * Analytics through the outbox: each page view or link click gets its Idempotency-Key before the
 * first try, and when the network is away it is kept and sent later under that key, so the
 * server counts it once. Never in the visitor's way: failures are logged, nothing is shown.
 */
import { api } from '../api/client';
import { ApiError } from '../api/http';
import {
  analyticsItem,
  isRetryable,
  newIdempotencyKey,
  type AnalyticsCall,
  type AnalyticsItem,
} from '../domain/outbox';
import { queueRequest } from './outboxSync';

type Data = AnalyticsItem['body']['data'];

export async function sendAnalytics(call: AnalyticsCall, projectKey: string, data: Data): Promise<void> {
  const idempotencyKey = newIdempotencyKey((bytes) => crypto.getRandomValues(bytes));
  try {
    if (call === 'page-views')
      await api.pageView(projectKey, data as { action: string; registrationId?: string }, { idempotencyKey });
    else await api.linkClick(projectKey, { ...data, eventId: data.eventId ?? '' }, { idempotencyKey });
  } catch (error) {
    if (error instanceof ApiError && isRetryable(error.status)) {
      await queueRequest(analyticsItem(idempotencyKey, call, projectKey, data, Date.now())).catch((stored) =>
        console.warn('Analytics not kept for later', stored),
      );
    } else {
      console.warn('Analytics not recorded', error);
    }
  }
}
