import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, Listener[]>(),
  register: vi.fn(async () => undefined),
  url: '',
  options: {} as unknown,
  created: 0,
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string, options: unknown) {
      workbox.url = url;
      workbox.options = options;
      workbox.created += 1;
    }
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register = workbox.register;
  },
}));

const emit = (type: string) => {
  for (const listener of workbox.listeners.get(type) ?? []) listener();
};

/** A worker as the page sees it: the messages posted to it are recorded. */
const worker = () => ({ state: 'installed', postMessage: vi.fn() });
type Worker = ReturnType<typeof worker>;

/** The browser's side: a registration whose `updatefound` and installing worker the test drives. */
function fakeBrowser({
  controller = {},
  waiting = null,
  active = controller,
}: {
  controller?: object | null;
  waiting?: Worker | null;
  active?: object | null;
}) {
  const registrationListeners: Listener[] = [];
  const workerListeners: Listener[] = [];
  const controllerListeners: Listener[] = [];
  const installing = {
    ...worker(),
    state: 'installing',
    addEventListener: (_: string, listener: Listener) => workerListeners.push(listener),
  };
  const registration = {
    waiting: waiting as Worker | null,
    active,
    installing,
    update: vi.fn(async () => undefined),
    addEventListener: (_: string, listener: Listener) => registrationListeners.push(listener),
  };
  const register = vi.fn(async () => registration);
  const serviceWorker = {
    register,
    controller,
    getRegistration: async () => registration,
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'controllerchange') controllerListeners.push(listener);
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return {
    register,
    registration,
    /** A new worker was found and installed: it waits. */
    install() {
      for (const listener of registrationListeners) listener();
      installing.state = 'installed';
      registration.waiting = installing;
      for (const listener of workerListeners) listener();
    },
    /** Another worker controls the page now. */
    controllerChange() {
      for (const listener of controllerListeners) listener();
    },
  };
}

const SKIP_WAITING = { type: 'SKIP_WAITING' };

describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.resetModules();
    workbox.listeners.clear();
    workbox.register.mockClear();
    workbox.created = 0;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('does nothing outside production builds', async () => {
    vi.stubEnv('PROD', false);
    const browser = fakeBrowser({});
    const { registerServiceWorker } = await import('../../../src/pwa/registerServiceWorker');
    registerServiceWorker();
    expect(browser.register).not.toHaveBeenCalled();
  });

  it('registers /sw.js natively and loads workbox-window only once an update waits', async () => {
    vi.stubEnv('PROD', true);
    const browser = fakeBrowser({});
    const { registerServiceWorker } = await import('../../../src/pwa/registerServiceWorker');
    const { applyUpdate } = await import('../../../src/pwa/serviceWorkerUpdate');
    const { appStore } = await import('../../../src/state/jotai');
    const { updateAvailableAtom } = await import('../../../src/pwa/pwaAtoms');
    registerServiceWorker();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
    await vi.waitFor(() => expect(browser.register).toHaveBeenCalled());
    await Promise.resolve();
    expect(workbox.created).toBe(0); // a visit without an update never needs it

    browser.install();
    await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1));
    expect(workbox.url).toBe('/sw.js');
    emit('waiting');
    expect(appStore.get(updateAvailableAtom)).toBe(true);

    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await applyUpdate(); // sends what waits in the outbox first (here: no IndexedDB, nothing to send)
    expect(browser.registration.waiting!.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    browser.controllerChange();
    browser.controllerChange();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers nothing when the first worker installs (no controller yet)', async () => {
    vi.stubEnv('PROD', true);
    const browser = fakeBrowser({ controller: null });
    const { registerServiceWorker } = await import('../../../src/pwa/registerServiceWorker');
    registerServiceWorker();
    await vi.waitFor(() => expect(browser.register).toHaveBeenCalled());
    await Promise.resolve();
    browser.install();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(workbox.created).toBe(0);
  });

  it('takes an update found at launch, before the page was used, without asking', async () => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    try {
      const waiting = worker();
      const browser = fakeBrowser({ waiting }); // a worker already waits when the page opens
      const { registerServiceWorker } = await import('../../../src/pwa/registerServiceWorker');
      const { appStore } = await import('../../../src/state/jotai');
      const { updateAvailableAtom } = await import('../../../src/pwa/pwaAtoms');
      const reload = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
      registerServiceWorker();
      await vi.waitFor(() => expect(workbox.register).toHaveBeenCalledTimes(1));
      emit('waiting');
      await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP_WAITING));
      expect(appStore.get(updateAvailableAtom)).toBe(false);
      browser.controllerChange();
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('asks the worker that waits now, and reloads at once when a newer one took over meanwhile', async () => {
    vi.stubEnv('PROD', true);
    const browser = fakeBrowser({ waiting: worker() });
    const { applyUpdate } = await import('../../../src/pwa/serviceWorkerUpdate');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    // A newer build replaced the worker that raised the prompt: that one is asked.
    const newer = worker();
    browser.registration.waiting = newer;
    await applyUpdate();
    expect(newer.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP_WAITING);
    // Another tab let it take over before this page asked: nothing waits, a new worker is active.
    browser.registration.waiting = null;
    browser.registration.active = worker();
    await applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker has not taken over a few seconds after it was asked', async () => {
    vi.stubEnv('PROD', true);
    const waiting = worker();
    fakeBrowser({ waiting });
    const { applyUpdate, TAKEOVER_WAIT_MS } = await import('../../../src/pwa/serviceWorkerUpdate');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await applyUpdate();
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: TAKEOVER_WAIT_MS + 2000 });
  });
});
