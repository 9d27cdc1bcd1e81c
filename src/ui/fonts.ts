/**
 * Project fonts, served from our own assets (never a font CDN). Each is a separate lazy chunk,
 * so a project downloads only the font it uses. Unknown fonts fall back to the system stack.
 */
const loaders: Record<string, () => Promise<unknown>> = {
  archivo: () => Promise.all([import('@fontsource/archivo/400.css'), import('@fontsource/archivo/600.css'), import('@fontsource/archivo/700.css')]),
  'open-sans': () => Promise.all([import('@fontsource/open-sans/400.css'), import('@fontsource/open-sans/700.css')]),
  roboto: () => Promise.all([import('@fontsource/roboto/400.css'), import('@fontsource/roboto/700.css')]),
  lato: () => Promise.all([import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')]),
  montserrat: () => Promise.all([import('@fontsource/montserrat/400.css'), import('@fontsource/montserrat/700.css')]),
  oswald: () => Promise.all([import('@fontsource/oswald/400.css'), import('@fontsource/oswald/700.css')]),
  'source-sans-pro': () => Promise.all([import('@fontsource/source-sans-3/400.css'), import('@fontsource/source-sans-3/700.css')]),
  raleway: () => Promise.all([import('@fontsource/raleway/400.css'), import('@fontsource/raleway/700.css')]),
  'pt-sans': () => Promise.all([import('@fontsource/pt-sans/400.css'), import('@fontsource/pt-sans/700.css')]),
  merriweather: () => Promise.all([import('@fontsource/merriweather/400.css'), import('@fontsource/merriweather/700.css')]),
  slabo: () => import('@fontsource/slabo-27px/400.css'),
};

const loaded = new Set<string>();

export async function loadFont(fontFamily: string): Promise<void> {
  const key = fontFamily.toLowerCase();
  if (loaded.has(key) || !loaders[key]) return;
  loaded.add(key);
  try {
    await loaders[key]();
  } catch (error) {
    console.warn('Font not loaded', fontFamily, error);
  }
}
