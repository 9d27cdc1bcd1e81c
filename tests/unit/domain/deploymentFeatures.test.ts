import { describe, expect, it } from 'vitest';
import { DEMO_DEPLOYMENT_SETTINGS, withoutProviders } from '../../../src/contract/deploymentSettings';
import { linkedinSignInOffered, publisherSignInOffered } from '../../../src/domain/formLayout';
import { meetingDomain } from '../../../src/domain/live';

const off = withoutProviders(DEMO_DEPLOYMENT_SETTINGS);

describe('third-party features of a deployment (issue 44)', () => {
  it('offers the LinkedIn button only where the project asks for it and the provider is configured', () => {
    expect(linkedinSignInOffered(true, DEMO_DEPLOYMENT_SETTINGS)).toBe(true);
    expect(linkedinSignInOffered(false, DEMO_DEPLOYMENT_SETTINGS)).toBe(false);
    expect(linkedinSignInOffered(undefined, DEMO_DEPLOYMENT_SETTINGS)).toBe(false);
    expect(linkedinSignInOffered(true, off)).toBe(false);
  });

  it("sends a publisher-type project to the publisher's sign-in only where the provider is configured", () => {
    expect(publisherSignInOffered('publisher', DEMO_DEPLOYMENT_SETTINGS)).toBe(true);
    expect(publisherSignInOffered('open', DEMO_DEPLOYMENT_SETTINGS)).toBe(false);
    expect(publisherSignInOffered('publisher', off)).toBe(false);
  });

  it('loads the meeting from the configured domain, the stand-in on this host, or not at all', () => {
    expect(meetingDomain('meet.example.org', 'events.example.org')).toBe('meet.example.org');
    expect(meetingDomain('', 'localhost:8080')).toBe('localhost:8080/dev/jitsi');
    expect(meetingDomain(null, 'events.example.org')).toBeNull();
  });

  it('switches every provider off, and nothing else, when the page cannot learn its settings', () => {
    expect(off).toMatchObject({
      linkedin: null,
      publisher: null,
      chat: { eventChat: null, websiteChat: null },
      live: { jitsiDomain: null },
    });
    expect(off.api).toBe(DEMO_DEPLOYMENT_SETTINGS.api);
    expect(off.live.libraryUrl).toBe(DEMO_DEPLOYMENT_SETTINGS.live.libraryUrl);
  });
});
