// @vitest-environment node
/**
 * Issue 27: the publisher sign-on registration carries the provider's access token, so the
 * server can ask the provider who signed in; a magic-link project's 202 yields no id.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSignedIn } from '../../../src/features/signin/publisherFlow';

const BODY = {
  event_id: 'webinar',
  cas_id: 'cas-1',
  first_name: 'A',
  last_name: 'B',
  email: 'a@example.com',
  big_number: null,
};

function answer(status: number, data: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('registerSignedIn', () => {
  it('sends the access token with the body and answers the registration id', async () => {
    const fetch = answer(200, { registrationID: 'abcdefghijklmnopqrstuvwx', cannotRegisterForEvents: [] });
    expect(await registerSignedIn(BODY, 'token-from-provider')).toBe('abcdefghijklmnopqrstuvwx');
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({ ...BODY, access_token: 'token-from-provider' });
  });

  it('answers null for the 202 of a magic-link project (the link went by mail)', async () => {
    answer(202, { mailedIfRegistered: true });
    expect(await registerSignedIn(BODY, 'token')).toBeNull();
  });
});
