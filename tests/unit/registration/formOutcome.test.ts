// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '../../../src/contract';
import {
  answeredRegistration,
  buildRegistrationRequest,
  forcedOnline,
  registrationRedirect,
  storedAttendance,
} from '../../../src/domain/formOutcome';
import { registrationLayout, usesDynamicPage } from '../../../src/domain/formLayout';

const fields: RegistrationField[] = [
  { id: '1', name: 'email', label: 'E-mail', required: true, type: 'email' },
  { id: '2', name: 'on_site_viewer', label: 'Attend', required: true, type: 'on-site-viewer' },
];
const ID = 'abcdefghijklmnopqrstuvwx';

describe('the request', () => {
  it(
    'sends field values plus event_id, time_zone, on_site_viewer, ' +
      'SELECTED_EVENTS, an acceptable ref and GENERATED (SUB-01)',
    () => {
      expect(
        buildRegistrationRequest({ email: 'a@b.nl', on_site_viewer: 1 }, fields, {
          eventId: 'hybrid-summit',
          timeZone: 'Europe/Amsterdam',
          ref: 'news_letter-1',
        }),
      ).toEqual({
        email: 'a@b.nl',
        on_site_viewer: 1,
        event_id: 'hybrid-summit',
        time_zone: 'Europe/Amsterdam',
        SELECTED_EVENTS: ['hybrid-summit'],
        ref: 'news_letter-1',
        GENERATED: false,
      });
    },
  );
  it('leaves out a ref with other characters, and uses the chosen sessions', () => {
    const request = buildRegistrationRequest({ email: 'a@b.nl', SELECTED_EVENTS: ['opening', 'r1a'] }, [fields[0]], {
      eventId: 'closing',
      timeZone: 'UTC',
      ref: 'x<script>',
    });
    expect(request).toEqual({
      email: 'a@b.nl',
      event_id: 'closing',
      time_zone: 'UTC',
      on_site_viewer: 0,
      SELECTED_EVENTS: ['opening', 'r1a'],
      GENERATED: false,
    });
  });
});

describe('after registering', () => {
  const base = { eventId: 'hybrid-summit', redirectToPersonalOnDemand: false, pwaFlag: false };
  const result = (extra: Partial<{ cannotRegisterForEvents: string[]; on_site_viewer: number }> = {}) => ({
    registrationID: ID,
    cannotRegisterForEvents: [],
    ...extra,
  });

  it('redirectToPersonalOnDemand goes to the personal on-demand page first', () => {
    expect(
      registrationRedirect({
        ...base,
        result: result({ on_site_viewer: 1 }),
        requestedOnSite: 1,
        redirectToPersonalOnDemand: true,
        pwaFlag: true,
      }),
    ).toBe(`/hybrid-summit/${ID}/ondemand-with-registration`);
  });
  it('on-site visitors and the pwa flag go to the personal link (keeping ?pwa=true)', () => {
    expect(registrationRedirect({ ...base, result: result({ on_site_viewer: 1 }), requestedOnSite: 1 })).toBe(
      `/hybrid-summit/${ID}/olr83ee2`,
    );
    expect(
      registrationRedirect({ ...base, result: result({ on_site_viewer: 0 }), requestedOnSite: 0, pwaFlag: true }),
    ).toBe(`/hybrid-summit/${ID}/olr83ee2?pwa=true`);
  });
  it('otherwise the confirmation, with full events and the forced-online flag in the query', () => {
    expect(registrationRedirect({ ...base, result: result({ on_site_viewer: 0 }), requestedOnSite: 0 })).toBe(
      `/hybrid-summit/${ID}/registration-confirmation`,
    );
    expect(
      registrationRedirect({
        ...base,
        result: result({ cannotRegisterForEvents: ['r1b', 'r2b'] }),
        requestedOnSite: 0,
      }),
    ).toBe(`/hybrid-summit/${ID}/registration-confirmation?full=r1b,r2b`);
    // Asked for a seat, stored online: not on-site, so the confirmation says why.
    expect(registrationRedirect({ ...base, result: result({ on_site_viewer: 0 }), requestedOnSite: 1 })).toBe(
      `/hybrid-summit/${ID}/registration-confirmation?forcedOnline=1`,
    );
  });
  it('the stored attendance is the answer of the server', () => {
    expect(storedAttendance(result({ on_site_viewer: 0 }), 1)).toBe(0);
    expect(storedAttendance(result(), 1)).toBe(1);
    expect(forcedOnline(result({ on_site_viewer: 0 }), 1)).toBe(true);
    expect(forcedOnline(result({ on_site_viewer: 0 }), 0)).toBe(false);
    expect(forcedOnline(result(), 1)).toBe(false);
  });
});

describe('page layout', () => {
  it('basic unless the dynamic layout is set, and previewMode default-registration forces basic', () => {
    expect(usesDynamicPage(undefined, null)).toBe(false);
    expect(usesDynamicPage('basic', null)).toBe(false);
    expect(usesDynamicPage('dynamic', null)).toBe(true);
    expect(usesDynamicPage('dynamic', 'default-registration')).toBe(false);
    expect(usesDynamicPage('dynamic', 'dynamic-waiting-page')).toBe(true);
    expect(registrationLayout({ dynamicLayout: 'dynamic', previewMode: null, isMobile: true })).toBe('side-panel');
    expect(registrationLayout({ dynamicLayout: 'basic', previewMode: null, isMobile: true })).toBe('mobile');
    expect(registrationLayout({ dynamicLayout: undefined, previewMode: null, isMobile: false })).toBe('desktop');
  });
});

describe('the registration the next page shows from the answer (issue 31)', () => {
  it('is what was sent, under the answered id, with the stored attendance and only the events that had room', () => {
    const request = {
      event_id: 's1',
      email: 'a@b.nl',
      first_name: 'Ann',
      on_site_viewer: 1 as const,
      SELECTED_EVENTS: ['s1', 's2', 's3'],
      company: 'Acme',
    };
    const seeded = answeredRegistration('proj-1', request, {
      registrationID: ID,
      cannotRegisterForEvents: ['s2'],
      on_site_viewer: 0,
    });
    expect(seeded).toMatchObject({
      _id: ID,
      projectId: 'proj-1',
      email: 'a@b.nl',
      first_name: 'Ann',
      event_id: 's1',
      company: 'Acme',
      on_site_viewer: 0,
      SELECTED_EVENTS: ['s1', 's3'],
      unregistered: false,
    });
    expect(
      answeredRegistration(
        'proj-1',
        { event_id: 'w', email: 'a@b.nl' },
        { registrationID: ID, cannotRegisterForEvents: [] },
      ),
    ).toMatchObject({ SELECTED_EVENTS: ['w'], on_site_viewer: 0 });
  });
});
