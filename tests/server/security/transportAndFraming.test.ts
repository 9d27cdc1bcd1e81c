// @vitest-environment node
/**
 * Issue 43, Low: the default ADMIN_ORIGIN (`http://localhost:5174`, the demo's admin) could frame
 * the preview of a production server. Now without ADMIN_ORIGIN no origin may frame the preview
 * (frame-ancestors 'none'). (Strict-Transport-Security, the other half, is set for every
 * answer that came over HTTPS: strictTransport.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config.ts';
import { Hono } from 'hono';
import type { Config } from '../../../server/config.ts';
import { documentSecurityHeaders } from '../../../server/http/securityHeaders.ts';

const production = (extra: Record<string, string> = {}) =>
  configFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://events.example.org', ...extra });
/** The preview page's frame-ancestors, as the regular page route answers it (routes/static.ts). */
async function previewFramers(config: Config) {
  const app = new Hono();
  app.use('*', documentSecurityHeaders(config));
  app.get('*', (c) => c.html('<p>page</p>'));
  const csp = (await app.request('http://localhost/dynamic/preview-dynamic-blocks')).headers.get(
    'content-security-policy',
  );
  return /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];
}

describe('pages of a production server', () => {
  it('let no origin frame the preview unless ADMIN_ORIGIN is set', async () => {
    expect(production().adminOrigin).toBe('');
    expect(await previewFramers(production())).toBe("'none'");
    expect(await previewFramers(production({ ADMIN_ORIGIN: 'https://admin.example.org' }))).toBe(
      'https://admin.example.org',
    );
    // The demo keeps its local admin.
    expect(configFromEnv({}).adminOrigin).toBe('http://localhost:5174');
  });
});
