import { afterEach, describe, expect, it } from 'vitest';
import { dismissInstall, installDismissed, isIosSafari } from '../../../src/pwa/installOffer';
import { LOCAL } from '../../../src/state/storageKeys';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 ' +
  'Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 ' +
  'Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 ' +
  'Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('the install offer', () => {
  afterEach(() => localStorage.clear());

  it('gives the Share, Add to Home Screen steps on iOS Safari only', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP, 5)).toBe(true); // iPadOS asks for the desktop site
    expect(isIosSafari(IPAD_DESKTOP, 0)).toBe(false); // a Mac
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });

  it('remembers a dismissal per event', () => {
    expect(installDismissed('hybrid-summit')).toBe(false);
    dismissInstall('hybrid-summit');
    dismissInstall('hybrid-summit');
    expect(installDismissed('hybrid-summit')).toBe(true);
    expect(installDismissed('webinar')).toBe(false);
    expect(JSON.parse(localStorage.getItem(LOCAL.installDismissed)!)).toEqual(['hybrid-summit']);
    localStorage.setItem(LOCAL.installDismissed, '{not json');
    expect(installDismissed('hybrid-summit')).toBe(false);
  });
});
