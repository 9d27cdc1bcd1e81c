/**
 * Fetches and decodes an image before the page that shows it renders (the organiser's logo):
 * it then lays out at its own size at once, instead of growing, and shifting the page, when it
 * arrives. Never rejects.
 */
export function preloadImage(src: string | undefined): Promise<void> {
  if (!src || typeof Image === 'undefined') return Promise.resolve();
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
  return image.decode().catch(() => undefined);
}
