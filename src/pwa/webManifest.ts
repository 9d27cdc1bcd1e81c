/**
 * The global web manifest (the app of every event this browser knows, opening "My events"):
 * vite-plugin-pwa writes it and tests read the built file. Each event has its own, built by the
 * server (src/domain/appManifest.ts).
 */
import { APP_BACKGROUND_COLOR, APP_ICONS, APP_THEME_COLOR } from '../domain/appManifest.ts';

export const PRODUCT_NAME = 'Eventhall: webinars and hybrid events';
export const PRODUCT_SHORT_NAME = 'Eventhall';
export const THEME_COLOR = APP_THEME_COLOR;

export const webManifest = {
  id: '/',
  name: PRODUCT_NAME,
  short_name: PRODUCT_SHORT_NAME,
  description: 'Register, watch live or on demand, ask questions and download handouts, on site or online.',
  lang: 'nl',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  background_color: APP_BACKGROUND_COLOR,
  theme_color: THEME_COLOR,
  icons: APP_ICONS,
};
