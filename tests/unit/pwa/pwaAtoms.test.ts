import { describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../src/state/jotai';
import { installPromptAtom, onlineAtom, promptInstall, type BeforeInstallPromptEvent } from '../../../src/pwa/pwaAtoms';

function fakeInstallPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) });
  return { event, prompt };
}

describe('pwa atoms', () => {
  it('follows the browser online and offline events', () => {
    window.dispatchEvent(new Event('offline'));
    expect(appStore.get(onlineAtom)).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(appStore.get(onlineAtom)).toBe(true);
  });

  it('keeps the install prompt, suppresses the browser bar and clears it once installed', () => {
    const { event } = fakeInstallPrompt();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(appStore.get(installPromptAtom)).toBe(event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(appStore.get(installPromptAtom)).toBeNull();
  });

  it('uses a prompt once', async () => {
    const { event, prompt } = fakeInstallPrompt();
    window.dispatchEvent(event);
    await promptInstall();
    await promptInstall();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(appStore.get(installPromptAtom)).toBeNull();
  });
});
