/** Web Push opt-in calls (issue 34, server/push/routes.ts): the VAPID key, subscribe, unsubscribe. */
import * as v from 'valibot';
import { config } from '../config';
import { PushKeySchema, type PushSubscriptionRequest } from '../contract/push';
import { request, requestNoContent } from './http';

const enc = encodeURIComponent;
const at = (projectId: string, registrationId: string) => `${config.api}/push/${enc(projectId)}/${enc(registrationId)}`;

export const pushApi = {
  key: () => request(`${config.api}/push/key`, PushKeySchema),
  subscribe: (projectId: string, registrationId: string, body: PushSubscriptionRequest) =>
    request(at(projectId, registrationId), v.object({ ok: v.boolean() }), { method: 'POST', body }),
  unsubscribe: (projectId: string, registrationId: string, endpoint: string) =>
    requestNoContent(at(projectId, registrationId), { method: 'DELETE', body: { endpoint } }),
};
