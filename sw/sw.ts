/// <reference lib="WebWorker" />
/**
 * The service worker: the app shell and build files precached, every app route answered from
 * the shell, project data network-first (stamped with the time it was stored), handouts and
 * images cached as they are used, runtime caches of older versions removed, and what the
 * visitor did offline (registrations, attendance, evaluations, analytics ...) sent by Background Sync.
 * Built by vite-plugin-pwa (injectManifest) into dist/sw.js.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { setupCacheCleanup } from './cleanup';
import { setupDeploymentSettings } from './deploymentSettings';
import { setupLifecycle } from './lifecycle';
import { setupMedia } from './media';
import { setupNavigation } from './navigation';
import { setupOutbox } from './outbox';
import { setupPrecache } from './precache';
import { setupProjectData } from './projectData';
// Notifications (issue 34): its push and notificationclick listeners register on import.
import './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

setupLifecycle();
setupCacheCleanup();
// The precache route comes first: build files never hit the runtime routes below.
setupPrecache(self.__WB_MANIFEST);
setupNavigation();
setupProjectData();
setupDeploymentSettings();
setupMedia();
setupOutbox();

self.addEventListener('error', (event) => console.error('[sw]', event.error ?? event.message));
self.addEventListener('unhandledrejection', (event) => console.error('[sw]', event.reason));
