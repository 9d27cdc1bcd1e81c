/**
 * Web-app users keep what they saw and what waits to be sent: the browser is asked to make this
 * site's storage persistent, so it is not evicted under storage pressure. Browsers decide on their
 * own (Chromium by engagement or installation, Firefox asks the visitor); asked once per page load.
 */
let asked: Promise<boolean> | undefined;

export function askPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    try {
      const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
      if (!storage?.persist) return false;
      if (await storage.persisted()) return true;
      return await storage.persist();
    } catch (error) {
      console.warn('Persistent storage not granted', error);
      return false;
    }
  })();
  return asked;
}
