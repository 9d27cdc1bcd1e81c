// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isFontPath,
  isHandoutPath,
  isImagePath,
  isProjectDataPath,
  isQrReaderPath,
  isTranscriptPath,
} from '../../../sw/routes';
import { navigationDenied } from './navigationRoute';

let isNavigationDenied: (pathAndSearch: string) => boolean;
beforeAll(async () => {
  isNavigationDenied = await navigationDenied();
});

describe('navigation denylist', () => {
  it.each([
    '/',
    '/hybrid-summit',
    '/hybrid-summit?pwa=true',
    '/hybrid-summit/demoRegistrationHybrid01',
    '/hybrid-summit/demoRegistrationHybrid01/olr83ee2?pwa=true',
    '/demo-company/registration-company',
    '/webinar/login',
    // A query may hold dots and slashes (base64 live configuration, e-mail addresses).
    '/hybrid-summit/demoRegistrationOnline01?config=eyJhIjoxfQ.x/y==',
    '/webinar?email=ada@example.com',
    '/webinar?notpreviewMode=1',
  ])('serves the app shell for %s', (path) => {
    expect(isNavigationDenied(path)).toBe(false);
  });

  it.each([
    '/api/registrations/p1/r1',
    '/frontend-api/projectevents/hybrid-summit',
    '/dev/mail',
    '/dev/oauth/linkedin/authorize?state=x',
    '/live-director/library.js',
    '/media/handouts/programme.pdf',
    '/media/abc',
    '/assets/nope.js',
    '/sw.js',
    '/manifest.webmanifest',
    '/robots.txt',
    '/favicon.svg',
    '/icons/icon-192.png?v=2',
    // framed by the admin origin: the server's frame-ancestors, not the cached shell's
    '/dynamic/preview-dynamic-blocks',
    '/dynamic/preview-dynamic-blocks?previewMode=dynamic-waiting-page',
    '/dynamic/registration?previewMode=on-site',
    '/dynamic?x=1&previewMode',
  ])('leaves %s to the network', (path) => {
    expect(isNavigationDenied(path)).toBe(true);
  });
});

describe('project data routes', () => {
  it.each([
    '/frontend-api/projectevents/hybrid-summit',
    '/frontend-api/company-preview/demo-company',
    '/api/registrations/p1/demoRegistrationHybrid01',
    '/api/registrations/p1/count-each-event',
    '/api/registrations/p1/count-on-site-viewers',
    '/api/network-registrations/p1',
    '/api/registrations/p1/demoRegistrationHybrid01/calendar-feed',
    // The on-site ticket (issue 49) opens offline.
    '/api/registrations/p1/demoRegistrationHybrid01/ticket',
    // The deployment's settings (issue 44): the cached shell reads them offline.
    '/api/deployment-settings',
  ])('keeps %s', (path) => {
    expect(isProjectDataPath(path)).toBe(true);
  });

  it.each([
    '/frontend-api/projectevents/hybrid-summit/protected',
    // The door's list is kept by the door page itself, never in the worker's cache.
    '/api/check-in/p1/list',
    '/api/registrations',
    '/api/registrations/p1',
    '/api/registrations/p1/r1/unsubscribe',
    '/api/update-registrations',
    '/api/client-ip',
    '/api/analytics/p1/page-views',
    '/live-director/ask-question',
  ])('does not keep %s', (path) => {
    expect(isProjectDataPath(path)).toBe(false);
  });
});

describe('media routes', () => {
  it('recognises handouts under /media/', () => {
    expect(isHandoutPath('/media/hybrid-summit/programme.pdf')).toBe(true);
    expect(isHandoutPath('/media/a/b/Slides.PDF')).toBe(true);
    expect(isHandoutPath('/assets/x.pdf')).toBe(false);
    expect(isHandoutPath('/media/a/photo.png')).toBe(false);
  });

  it("recognises the replay's transcript and its tracks, not the live captions or the captioner's calls", () => {
    expect(isTranscriptPath('/live-director/captions/on-demand-webinar/transcript')).toBe(true);
    expect(isTranscriptPath('/live-director/captions/on-demand-webinar.fr.vtt')).toBe(true);
    expect(isTranscriptPath('/live-director/captions/on-demand-webinar')).toBe(false);
    expect(isTranscriptPath('/live-director/stream/on-demand-webinar')).toBe(false);
    expect(isTranscriptPath('/media/captions/x.vtt')).toBe(false);
  });

  it('recognises images by extension or by request destination', () => {
    expect(isImagePath('/media/speakers/ada.jpg')).toBe(true);
    expect(isImagePath('/media/logo', 'image')).toBe(true);
    expect(isImagePath('/media-default/background.svg')).toBe(true);
    expect(isImagePath('/icons/icon-192.png')).toBe(true);
    expect(isImagePath('/favicon.svg')).toBe(true);
    expect(isImagePath('/media/a/programme.pdf')).toBe(false);
    expect(isImagePath('/assets/index-abc.js')).toBe(false);
    expect(isImagePath('/api/photo.png')).toBe(false);
  });

  it('recognises web fonts', () => {
    expect(isFontPath('/assets/archivo-latin-400-normal-abc123.woff2')).toBe(true);
    expect(isFontPath('/media/fonts/brand.woff')).toBe(true);
    expect(isFontPath('/assets/index-abc.css')).toBe(false);
  });

  it("recognises the door's QR reader, nothing else of the build", () => {
    expect(isQrReaderPath('/assets/qrFallback-DML2uTlJ.js')).toBe(true);
    expect(isQrReaderPath('/assets/zxing_reader-BxB2YfIY.wasm')).toBe(true);
    expect(isQrReaderPath('/assets/DoorPage-wN3dUJRv.js')).toBe(false);
    expect(isQrReaderPath('/media/zxing_reader-x.wasm')).toBe(false);
  });
});
