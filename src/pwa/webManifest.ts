/** The web manifest, in one place: vite-plugin-pwa writes it and tests read the built file. */
export const PRODUCT_NAME = 'Eventhall: webinars and hybrid events';
export const PRODUCT_SHORT_NAME = 'Eventhall';
export const THEME_COLOR = '#1d3557';

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
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
