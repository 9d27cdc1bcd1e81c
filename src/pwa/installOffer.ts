/**
 * When to offer "Install the app" (issue 28): never inside the installed app, never again for an
 * event whose offer the visitor dismissed; Chromium's own prompt where the browser gives one, and
 * on iOS Safari (which has no prompt) how to do it by hand.
 */
import { localStore } from '../state/browserStorage';
import { LOCAL } from '../state/storageKeys';

/** Running as the installed app (Android, desktop) or from the iOS home screen. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Safari on iPhone or iPad (iPadOS says "Macintosh" but has touch): installs by Share, Add to Home Screen. */
export function isIosSafari(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints ?? 0): boolean {
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return apple && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

function dismissedEvents(): string[] {
  try {
    const list = JSON.parse(localStore.get(LOCAL.installDismissed) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const installDismissed = (eventId: string) => dismissedEvents().includes(eventId);

export function dismissInstall(eventId: string): void {
  if (!installDismissed(eventId))
    localStore.set(LOCAL.installDismissed, JSON.stringify([...dismissedEvents(), eventId].slice(-50)));
}
