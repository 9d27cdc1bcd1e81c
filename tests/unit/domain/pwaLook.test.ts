import { describe, expect, it } from 'vitest';
import { isPwaLook, type PwaLookInput } from '../../../src/domain/pwaLook';

const base: PwaLookInput = {
  projectType: 'hybrid',
  registrationType: 'normal',
  pwaQuery: false,
  pwaSessionFlag: false,
  hasRegistration: true,
};

describe('PWA-look rule', () => {
  it('applies to a registered on-site visitor of a hybrid project', () => {
    expect(isPwaLook({ ...base, onSiteViewer: 1 })).toBe(true);
    expect(isPwaLook({ ...base, onSiteViewer: true })).toBe(true);
  });
  it('does not apply to an online visitor or an unregistered one', () => {
    expect(isPwaLook({ ...base, onSiteViewer: 0 })).toBe(false);
    expect(isPwaLook({ ...base, onSiteViewer: 1, hasRegistration: false })).toBe(false);
  });
  it('never applies outside hybrid projects', () => {
    expect(isPwaLook({ ...base, projectType: 'multiSession', onSiteViewer: 1, pwaQuery: true })).toBe(false);
  });
  it('needs the pwa query or the session flag for open registration', () => {
    const open = { ...base, registrationType: 'open', hasRegistration: false };
    expect(isPwaLook(open)).toBe(false);
    expect(isPwaLook({ ...open, pwaQuery: true })).toBe(true);
    expect(isPwaLook({ ...open, pwaSessionFlag: true })).toBe(true);
  });
  it('ignores the pwa query for normal registration without on-site attendance', () => {
    expect(isPwaLook({ ...base, onSiteViewer: 0, pwaQuery: true })).toBe(false);
  });
});
