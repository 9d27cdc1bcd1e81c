/**
 * On-demand page rules (src/domain/ondemand.ts) and link-click analytics (src/domain/linkClicks.ts,
 * src/project/analytics.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api';
import type { Project } from '../../../src/contract';
import { linkClickBody } from '../../../src/domain/linkClicks';
import { onDemandTitle, onDemandView, PASSWORD_PROTECTED_MARKER } from '../../../src/domain/ondemand';
import { recordLinkClick } from '../../../src/project/analytics';

describe('onDemandView', () => {
  const base = {
    eventId: 'on-demand',
    registrationId: null,
    requireRegistration: true,
    previewMode: false,
    onDemandId: 'od-1',
  };
  it('sends a visitor without registration to the registration page with the flag, except in preview', () => {
    expect(onDemandView(base)).toEqual({ kind: 'register', to: '/on-demand/registration?ondemand=true' });
    expect(onDemandView({ ...base, previewMode: true })).toEqual({ kind: 'player', videoId: 'od-1' });
    expect(onDemandView({ ...base, registrationId: 'demoRegistrationOnline01' })).toEqual({
      kind: 'player',
      videoId: 'od-1',
    });
    expect(onDemandView({ ...base, requireRegistration: false })).toEqual({ kind: 'player', videoId: 'od-1' });
  });
  it('never gives the protected marker to the player', () => {
    expect(onDemandView({ ...base, requireRegistration: false, onDemandId: PASSWORD_PROTECTED_MARKER })).toEqual({
      kind: 'protected',
    });
    expect(onDemandView({ ...base, requireRegistration: false, onDemandId: null })).toEqual({ kind: 'unavailable' });
  });
  it('adds the session name to the title of multi-session projects', () => {
    expect(onDemandTitle({ projectType: 'multiSession', eventTitle: 'Summit' }, { name: 'Opening' })).toBe(
      'Summit: Opening',
    );
    expect(onDemandTitle({ projectType: 'webinar', eventTitle: 'Summit' }, { name: 'Opening' })).toBe('Summit');
  });
});

describe('link clicks', () => {
  afterEach(() => localStorage.clear());
  const shell = {
    project: { _id: 'proj-x' } as Project,
    eventId: 'ev',
    registrationId: 'demoRegistrationOnline01',
    pwaLook: false,
    previewMode: null,
  };

  it('builds the body; the call-to-action is also an action', () => {
    expect(linkClickBody('custom-cta', { eventId: 'ev', registrationId: null, url: '/x', label: 'Go' })).toEqual({
      eventId: 'ev',
      component: 'custom-cta',
      url: '/x',
      label: 'Go',
      action: 'custom-cta-button-click',
    });
    expect(linkClickBody('handout', { eventId: 'ev', registrationId: 'r', url: '/a.pdf' })).toEqual({
      eventId: 'ev',
      registrationId: 'r',
      component: 'handout',
      url: '/a.pdf',
    });
    expect(linkClickBody('banner', { eventId: 'ev', registrationId: null, url: '/x' })).toBeNull();
  });

  it(
    'sends with -pwa for web-app users, never in preview or ' +
      'with ignoreStatActions, and logs an unsupported component',
    async () => {
      const send = vi.spyOn(api, 'linkClick').mockResolvedValue(undefined);
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await recordLinkClick({ ...shell, pwaLook: true }, 'sponsor', { url: '/s' });
      // With its own Idempotency-Key: kept offline, it is sent again under the same key (the outbox).
      expect(send).toHaveBeenCalledWith(
        'proj-x-pwa',
        { eventId: 'ev', registrationId: 'demoRegistrationOnline01', component: 'sponsor', url: '/s' },
        { idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) },
      );
      await recordLinkClick({ ...shell, previewMode: 'default-registration' }, 'sponsor', { url: '/s' });
      localStorage.setItem('ignoreStatActions', '1');
      await recordLinkClick(shell, 'handout', { url: '/h' });
      expect(send).toHaveBeenCalledTimes(1);
      await recordLinkClick(shell, 'banner', { url: '/b' });
      expect(error).toHaveBeenCalledWith('Analytics: unsupported component "banner"');
      expect(send).toHaveBeenCalledTimes(1);
    },
  );
});

describe('the service worker keeps sent answers for offline visits', () => {
  it('treats the stored-answers read as project data', async () => {
    const { isProjectDataPath } = await import('../../../sw/routes');
    expect(isProjectDataPath('/api/evaluations/eval-hybrid-summit/demoRegistrationOnline01')).toBe(true);
    expect(isProjectDataPath('/api/evaluations')).toBe(false);
  });
});
