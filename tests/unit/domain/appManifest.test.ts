import { describe, expect, it } from 'vitest';
import {
  APP_THEME_COLOR,
  eventManifest,
  launchPath,
  manifestColors,
  manifestPath,
  shortName,
  SHORT_NAME_MAX,
} from '../../../src/domain/appManifest';

describe('the manifest of an event', () => {
  it('shortens the title to the whole words that fit under an icon', () => {
    expect(shortName('Hybrid Health Summit 2026')).toBe('Hybrid');
    expect(shortName('Open Day')).toBe('Open Day');
    expect(shortName('  Duurzaam   Bouwen  ')).toBe('Duurzaam');
    expect(shortName('Gesundheitswirtschaftskongress 2027')).toBe('Gesundheitsw');
    for (const title of [
      'Hybrid Health Summit 2026',
      'Open Source Day 2027: running community projects that last',
      'x'.repeat(40),
    ]) {
      expect(shortName(title).length).toBeLessThanOrEqual(SHORT_NAME_MAX);
    }
  });

  it("takes the web-app look's colours first, then the project's, then the app's", () => {
    expect(
      manifestColors({
        style: { primaryColor: '#0f766e' },
        pwaStyle: { primaryColor: '#F59E0B', backgroundGradient: 'linear-gradient(160deg, #134e4a 0%, #0f766e 100%)' },
      }),
    ).toEqual({ theme: '#f59e0b', background: '#134e4a' });
    expect(manifestColors({ style: { primaryColor: 'rgba(29, 78, 216, 1)' } })).toEqual({
      theme: '#1d4ed8',
      background: '#1d4ed8',
    });
    // Not a colour a manifest can carry: the app's own.
    expect(manifestColors({ style: { primaryColor: 'var(--x); }' } })).toEqual({
      theme: APP_THEME_COLOR,
      background: APP_THEME_COLOR,
    });
  });

  it('is an app of its own per event, starting at the launch route', () => {
    const manifest = eventManifest(
      'hybrid-summit',
      { eventTitle: 'Hybrid Health Summit 2026', language: 'nlFormal', style: { primaryColor: '#0f766e' } },
      [],
    );
    expect(manifest).toMatchObject({
      id: '/hybrid-summit',
      scope: '/hybrid-summit',
      start_url: '/hybrid-summit/app?source=pwa',
      lang: 'nl',
      display: 'standalone',
    });
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(launchPath('a b')).toBe('/a%20b/app');
    expect(manifestPath('webinar')).toBe('/app-manifest/webinar/manifest.webmanifest');
  });
});
