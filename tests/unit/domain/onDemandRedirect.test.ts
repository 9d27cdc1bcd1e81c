import { describe, expect, it } from 'vitest';
import { onDemandRedirect, type OnDemandInput } from '../../../src/domain/onDemandRedirect';

const base: OnDemandInput = {
  page: 'landing',
  eventId: 'on-demand',
  onDemandActive: true,
  requireRegistrationForOnDemand: false,
  previewMode: false,
};

describe('on-demand redirect', () => {
  it('sends watching pages to on-demand', () => {
    expect(onDemandRedirect(base)).toBe('/on-demand/ondemand');
    expect(onDemandRedirect({ ...base, page: 'event', registrationId: 'demoRegistrationHybrid01' })).toBe(
      '/on-demand/ondemand',
    );
  });
  it('uses the registration when on-demand requires one', () => {
    const required = { ...base, requireRegistrationForOnDemand: true };
    expect(onDemandRedirect({ ...required, page: 'event', registrationId: 'demoRegistrationHybrid01' })).toBe(
      '/on-demand/demoRegistrationHybrid01/ondemand-with-registration',
    );
    expect(onDemandRedirect(required)).toBe('/on-demand/registration?ondemand=true');
    expect(onDemandRedirect({ ...required, page: 'registration' })).toBeNull();
  });
  it('keeps the registration page while other events are still to come', () => {
    expect(onDemandRedirect({ ...base, page: 'registration', hasOpenEvents: true })).toBeNull();
    expect(onDemandRedirect({ ...base, page: 'registration', hasOpenEvents: false })).toBe('/on-demand/ondemand');
    expect(onDemandRedirect({ ...base, page: 'landing', hasOpenEvents: true })).toBe('/on-demand/ondemand');
  });
  it('keeps every page of a multi-session project while a session is upcoming or live', () => {
    const multi = { ...base, multiSession: true };
    expect(onDemandRedirect({ ...multi, page: 'landing', hasOpenEvents: true })).toBeNull();
    expect(
      onDemandRedirect({ ...multi, page: 'event', registrationId: 'demoRegistrationMulti001', hasOpenEvents: true }),
    ).toBeNull();
    expect(onDemandRedirect({ ...multi, page: 'landing', hasOpenEvents: false })).toBe('/on-demand/ondemand');
  });
  it('skips preview, inactive on-demand and the routes that opt out', () => {
    expect(onDemandRedirect({ ...base, previewMode: true })).toBeNull();
    expect(onDemandRedirect({ ...base, onDemandActive: false })).toBeNull();
    for (const page of ['personal-link', 'evaluation', 'ondemand', 'other'] as const) {
      expect(onDemandRedirect({ ...base, page })).toBeNull();
    }
  });
});
