// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailSettingsFromEnv } from '../../server/mail/config.ts';
import { backoffMs, DEFAULT_RETRY, retriesUsedUp } from '../../server/mail/sender.ts';

describe('mail settings from the environment', () => {
  it('no SMTP: no delivery (the outbox only)', () => {
    expect(mailSettingsFromEnv({})).toBeUndefined();
  });

  it('SMTP_URL with user and password, MAIL_FROM; the description hides the password', () => {
    const s = mailSettingsFromEnv({
      SMTP_URL: 'smtps://me:secret@relay.example.com:465',
      MAIL_FROM: 'Events <events@example.com>',
    });
    expect(s).toEqual({
      smtp: 'smtps://me:secret@relay.example.com:465',
      from: 'Events <events@example.com>',
      describe: 'smtps://relay.example.com:465',
    });
  });

  it('host, port, user and password as separate values', () => {
    expect(mailSettingsFromEnv({ SMTP_HOST: 'relay.example.com', SMTP_USER: 'me', SMTP_PASS: 'pw' })?.smtp).toEqual({
      host: 'relay.example.com',
      port: 587,
      secure: false,
      auth: { user: 'me', pass: 'pw' },
    });
    expect(mailSettingsFromEnv({ SMTP_HOST: 'relay.example.com', SMTP_SECURE: '1' })?.smtp).toMatchObject({
      port: 465,
      secure: true,
      auth: undefined,
    });
  });

  it('refuses what is not an SMTP URL', () => {
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'relay.example.com' })).toThrow(/not a URL/);
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'http://relay.example.com' })).toThrow(/smtp:\/\//);
  });
});

describe('retry policy', () => {
  it('waits 30 s, doubling up to an hour, and gives up after a day of waits', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => backoffMs(n, DEFAULT_RETRY) / 1000)).toEqual([30, 60, 120, 1920, 3600, 3600]);
    const lastTry = Array.from({ length: 60 }, (_, i) => i + 1).find((n) => retriesUsedUp(n, DEFAULT_RETRY))!;
    expect(lastTry).toBeGreaterThan(20);
    expect(lastTry).toBeLessThan(40);
  });
});
