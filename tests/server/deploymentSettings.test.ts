// @vitest-environment node
/**
 * The deployment's settings read from the server's environment (issue 44): names, defaults per mode, the CSP that
 * follows them.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_DEPLOYMENT_SETTINGS } from '../../src/contract/index.ts';
import { configFromEnv } from '../../server/config.ts';
import { readDeploymentSettings } from '../../server/deploymentSettings.ts';
import { thirdPartiesFromEnv } from '../../server/http/contentPolicy.ts';

const CHAT = 'https://chat.example.org/room/{id}';
const LINKEDIN = {
  LINKEDIN_AUTHORIZE_URL: 'https://www.linkedin.com/oauth/v2/authorization',
  LINKEDIN_ACCESS_TOKEN_URL: 'https://signin.example.org/linkedin/token',
  LINKEDIN_CLIENT_ID: 'client-1',
};

describe('deployment settings in the demo', () => {
  it("point every unset provider at the reference server's /dev stand-ins, as before", () => {
    const { settings, warnings } = readDeploymentSettings({}, false);
    expect(settings).toEqual(DEMO_DEPLOYMENT_SETTINGS);
    expect(warnings).toEqual([]);
  });

  it("fill a partly configured provider with the stand-in's other addresses", () => {
    const { settings } = readDeploymentSettings({ LINKEDIN_AUTHORIZE_URL: LINKEDIN.LINKEDIN_AUTHORIZE_URL }, false);
    expect(settings.linkedin).toEqual({
      ...DEMO_DEPLOYMENT_SETTINGS.linkedin,
      authorizeUrl: LINKEDIN.LINKEDIN_AUTHORIZE_URL,
    });
  });
});

describe('deployment settings in production', () => {
  it('switch every unconfigured provider off, and point nowhere under /dev', () => {
    const { settings } = readDeploymentSettings({}, true);
    expect(settings.chat).toEqual({ eventChat: null, websiteChat: null });
    expect(settings.linkedin).toBeNull();
    expect(settings.publisher).toBeNull();
    expect(settings.live.jitsiDomain).toBeNull();
    expect(settings.adminOrigin).toBe('');
    // The reference server's own services stay: it serves them in production too.
    expect(settings.api).toBe('/api');
    expect(settings.live.libraryUrl).toBe('/live-director/library.js');
    expect(JSON.stringify(settings)).not.toContain('/dev');
  });

  it("take each configured provider, and need all of a sign-in provider's settings", () => {
    const { settings } = readDeploymentSettings(
      {
        CHAT_EVENT_EMBED: CHAT,
        JITSI_DOMAIN: 'meet.example.org',
        ...LINKEDIN,
        PUBLISHER_AUTHORIZE_URL: 'https://id.example.org/authorize',
      },
      true,
    );
    expect(settings.chat).toEqual({ eventChat: CHAT, websiteChat: null });
    expect(settings.live.jitsiDomain).toBe('meet.example.org');
    expect(settings.linkedin).toEqual({
      authorizeUrl: LINKEDIN.LINKEDIN_AUTHORIZE_URL,
      accessTokenUrl: LINKEDIN.LINKEDIN_ACCESS_TOKEN_URL,
      clientId: 'client-1',
    });
    expect(settings.publisher).toBeNull();
  });

  it('say at start what is configured and what is off', () => {
    const { deploymentNotes } = configFromEnv({
      NODE_ENV: 'production',
      CHAT_EVENT_EMBED: CHAT,
      PUBLISHER_AUTHORIZE_URL: 'https://id.example.org/authorize',
    });
    expect(deploymentNotes.summary).toEqual([
      `Chat (event kind): ${CHAT}`,
      'Chat (website kind): off (CHAT_WEBSITE_EMBED unset)',
      'LinkedIn sign-in: off (LINKEDIN_AUTHORIZE_URL, LINKEDIN_ACCESS_TOKEN_URL, LINKEDIN_CLIENT_ID unset)',
      'Publisher sign-in: off (PUBLISHER_TOKEN_URL, PUBLISHER_PROFILE_URL, PUBLISHER_CLIENT_ID unset)',
      'Meeting: off (JITSI_DOMAIN unset)',
    ]);
  });
});

describe('variable names', () => {
  it('read the build-time names of earlier releases, each with a warning naming the new one', () => {
    const { settings, warnings } = readDeploymentSettings(
      { VITE_CHAT_EVENT_EMBED: CHAT, VITE_API: 'https://api.example.org/v1/' },
      true,
    );
    expect(settings.chat.eventChat).toBe(CHAT);
    expect(settings.api).toBe('https://api.example.org/v1');
    expect(warnings).toEqual([
      'VITE_API is deprecated (read for this release only): set API instead.',
      'VITE_CHAT_EVENT_EMBED is deprecated (read for this release only): set CHAT_EVENT_EMBED instead.',
    ]);
  });

  it('prefer the new name when both are set, without a warning', () => {
    const { settings, warnings } = readDeploymentSettings(
      { CHAT_EVENT_EMBED: CHAT, VITE_CHAT_EVENT_EMBED: '/dev/chat/event/{id}' },
      true,
    );
    expect(settings.chat.eventChat).toBe(CHAT);
    expect(warnings).toEqual([]);
  });

  it('leave out, with a warning, a value that is no address', () => {
    const { settings, warnings } = readDeploymentSettings(
      {
        CHAT_EVENT_EMBED: 'chat.example.org/{id}',
        JITSI_DOMAIN: 'https://meet.example.org/x y',
        ADMIN_ORIGIN: 'admin',
      },
      true,
    );
    expect(settings.chat.eventChat).toBeNull();
    expect(settings.live.jitsiDomain).toBeNull();
    expect(settings.adminOrigin).toBe('');
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^ADMIN_ORIGIN ignored/);
  });

  it('give the server the same values: admin origin, meeting domain, publisher profile check', () => {
    const config = configFromEnv({
      VITE_ADMIN_ORIGIN: 'https://admin.example.org/',
      JITSI_DOMAIN: 'meet.example.org',
      VITE_PUBLISHER_PROFILE_URL: 'https://id.example.org/me',
    });
    expect(config.adminOrigin).toBe('https://admin.example.org');
    expect(config.live.jitsiDomain).toBe('meet.example.org');
    expect(config.publisher.profileUrl).toBe('https://id.example.org/me');
  });
});

describe("the page's CSP follows the run-time settings", () => {
  it("allows a configured chat embed's origin as a frame, under its new or old name", () => {
    expect(thirdPartiesFromEnv({ NODE_ENV: 'production', CHAT_EVENT_EMBED: CHAT }).frames).toEqual([
      'https://chat.example.org',
    ]);
    expect(
      thirdPartiesFromEnv({ NODE_ENV: 'production', VITE_CHAT_WEBSITE_EMBED: 'https://site-chat.example.org/{id}' })
        .frames,
    ).toEqual(['https://site-chat.example.org']);
  });

  it('adds nothing for a provider that is off', () => {
    expect(thirdPartiesFromEnv({ NODE_ENV: 'production' })).toEqual({
      meetingHost: undefined,
      scripts: [],
      connect: [],
      frames: [],
      media: [],
      forms: [],
    });
    expect(
      thirdPartiesFromEnv({ NODE_ENV: 'production', LINKEDIN_AUTHORIZE_URL: LINKEDIN.LINKEDIN_AUTHORIZE_URL }).forms,
    ).toEqual([]);
    expect(thirdPartiesFromEnv({ NODE_ENV: 'production', ...LINKEDIN }).forms).toEqual(['https://www.linkedin.com']);
  });
});
