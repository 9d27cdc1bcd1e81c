import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, Listener[]>(),
  register: vi.fn(async () => undefined),
  update: vi.fn(async () => undefined),
  messageSkipWaiting: vi.fn(),
  url: '',
  options: {} as unknown,
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string, options: unknown) {
      workbox.url = url;
      workbox.options = options;
    }
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register = workbox.register;
    update = workbox.update;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

const emit = (type: string) => {
  for (const listener of workbox.listeners.get(type) ?? []) listener();
};

describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.resetModules();
    workbox.listeners.clear();
    workbox.register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('does nothing outside production builds', async () => {
    vi.stubEnv('PROD', false);
    const { registerServiceWorker } = await import('../../../src/pwa/registerServiceWorker');
    registerServiceWorker();
    expect(workbox.register).not.toHaveBeenCalled();
  });

  it('registers /sw.js, flags a waiting update and reloads once the new worker controls', async () => {
    vi.stubEnv('PROD', true);
    const { registerServiceWorker, applyUpdate } = await import('../../../src/pwa/registerServiceWorker');
    const { appStore } = await import('../../../src/state/jotai');
    const { updateAvailableAtom } = await import('../../../src/pwa/pwaAtoms');
    registerServiceWorker();
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalledTimes(1);

    emit('waiting');
    expect(appStore.get(updateAvailableAtom)).toBe(true);

    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await applyUpdate(); // sends what waits in the outbox first (here: no IndexedDB, nothing to send)
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes an update found at launch, before the page was used, without asking', async () => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    try {
      const { registerServiceWorker } = await import('../../../src/pwa/registerServiceWorker');
      const { appStore } = await import('../../../src/state/jotai');
      const { updateAvailableAtom } = await import('../../../src/pwa/pwaAtoms');
      workbox.messageSkipWaiting.mockClear();
      const reload = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
      registerServiceWorker();
      emit('waiting');
      await vi.waitFor(() => expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1));
      expect(appStore.get(updateAvailableAtom)).toBe(false);
      emit('controlling');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });
});
