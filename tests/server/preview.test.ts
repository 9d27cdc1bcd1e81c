// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configFromEnv, testConfig } from '../../server/config.ts';
import type { AppDeps } from '../../server/deps.ts';
import { previewRoutes } from '../../server/routes/preview.ts';
import { PreviewSettingsSchema } from '../../src/contract/index.ts';

describe('preview settings (ADMIN_ORIGIN)', () => {
  it('reads ADMIN_ORIGIN from the environment, without a trailing slash, with a development default', () => {
    expect(configFromEnv({ ADMIN_ORIGIN: 'https://admin.example.com/' }).adminOrigin).toBe('https://admin.example.com');
    expect(configFromEnv({}).adminOrigin).toBe('http://localhost:5174');
  });
  it('GET /preview-settings answers the configured origin in the contract shape, never cached', async () => {
    const app = previewRoutes({ config: testConfig({ adminOrigin: 'https://admin.example.com' }) } as AppDeps);
    const response = await app.request('http://localhost/preview-settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(PreviewSettingsSchema, await response.json())).toEqual({ adminOrigin: 'https://admin.example.com' });
  });
});
