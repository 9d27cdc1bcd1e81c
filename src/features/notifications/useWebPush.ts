/**
 * The opt-in's state: whether this browser's push subscription is on, and turning it on (asked
 * for only inside the visitor's tap: the permission prompt needs a user gesture and should not
 * come unasked) or off. The subscription goes to the server for this registration.
 */
import { useCallback, useEffect, useState } from 'react';
import { pushApi } from '../../api/push';
import { isStandalone } from '../../pwa/installOffer';
import { isAppleMobile, keyBytes, pushAvailability, type PushAvailability } from './pushSupport';

export type PushState = 'checking' | 'off' | 'on' | 'working' | 'denied' | 'failed';

function availability(): PushAvailability {
  if (typeof window === 'undefined') return 'unsupported';
  return pushAvailability({
    hasPushManager: 'PushManager' in window,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasNotification: 'Notification' in window,
    ios: isAppleMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    standalone: isStandalone(),
  });
}

const registration = () => navigator.serviceWorker.getRegistration();

export function useWebPush(projectId: string, registrationId: string, eventId: string) {
  const [available] = useState(availability);
  const [state, setState] = useState<PushState>('checking');

  useEffect(() => {
    if (available !== 'available') return;
    let cancelled = false;
    void registration()
      .then((reg) => reg?.pushManager.getSubscription())
      .then(
        (sub) => {
          if (!cancelled) setState(Notification.permission === 'denied' ? 'denied' : sub ? 'on' : 'off');
        },
        () => {
          if (!cancelled) setState('off');
        },
      );
    return () => {
      cancelled = true;
    };
  }, [available]);

  const enable = useCallback(async () => {
    setState('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('denied');
        return;
      }
      const reg = await navigator.serviceWorker.ready;
      const { publicKey } = await pushApi.key();
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const json = sub.toJSON();
      await pushApi.subscribe(projectId, registrationId, {
        endpoint: sub.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        eventId,
      });
      setState('on');
    } catch {
      setState('failed');
    }
  }, [projectId, registrationId, eventId]);

  const disable = useCallback(async () => {
    setState('working');
    try {
      const sub = await (await registration())?.pushManager.getSubscription();
      if (sub) {
        await pushApi.unsubscribe(projectId, registrationId, sub.endpoint).catch(() => undefined);
        await sub.unsubscribe();
      }
      setState('off');
    } catch {
      setState('failed');
    }
  }, [projectId, registrationId]);

  return { available, state, enable, disable };
}
