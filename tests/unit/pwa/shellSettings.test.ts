/**
 * The deployment's settings in the page (issue 44): read from the element the server writes, or
 * for the cached shell loaded once before the first render; unknown, every provider stays off.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDeploymentSettings, config, readDocumentSettings } from '../../../src/config';
import {
  DEMO_DEPLOYMENT_SETTINGS,
  DEPLOYMENT_SETTINGS_ID,
  DEPLOYMENT_SETTINGS_PATH,
} from '../../../src/contract/deploymentSettings';
import { loadShellSettings } from '../../../src/app/shellSettings';

const CHAT = 'https://chat.example.org/room/{id}';
const settings = { ...DEMO_DEPLOYMENT_SETTINGS, chat: { eventChat: CHAT, websiteChat: null } };

function documentWith(json: string) {
  const doc = document.implementation.createHTMLDocument('page');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = DEPLOYMENT_SETTINGS_ID;
  element.textContent = json;
  doc.head.append(element);
  return doc;
}

afterEach(() => {
  applyDeploymentSettings(DEMO_DEPLOYMENT_SETTINGS);
  vi.unstubAllGlobals();
});

describe('settings the server wrote into the page', () => {
  it('are read from their element, `<` escaped as the server writes it', () => {
    const escaped = JSON.stringify({ ...settings, adminOrigin: 'https://admin.example.org' }).replace(/</g, '\\u003c');
    expect(readDocumentSettings(documentWith(escaped))).toEqual({
      ...settings,
      adminOrigin: 'https://admin.example.org',
    });
  });

  it("are none when the element is missing, not JSON, or not of the contract's shape", () => {
    expect(readDocumentSettings(document.implementation.createHTMLDocument('shell'))).toBeNull();
    expect(readDocumentSettings(documentWith('{'))).toBeNull();
    expect(readDocumentSettings(documentWith(JSON.stringify({ chat: {} })))).toBeNull();
  });
});

describe("the cached shell's settings", () => {
  it('are loaded from the settings document before the first render', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(settings), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await loadShellSettings();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(DEPLOYMENT_SETTINGS_PATH);
    expect(config.chat.eventChat).toBe(CHAT);
  });

  it('leave every third party off when neither the server nor the worker answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadShellSettings();
    expect(config).toMatchObject({
      linkedin: null,
      publisher: null,
      chat: { eventChat: null, websiteChat: null },
      live: { jitsiDomain: null },
    });
    expect(config.api).toBe('/api');
  });
});
