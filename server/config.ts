/** Server settings, read once from the environment so the rest of the code never touches process.env. */
import type { DeploymentSettings } from '../src/contract/index.ts';
import { readDeploymentSettings } from './deploymentSettings.ts';
import { deploymentSummary } from './deploymentSummary.ts';
import { type ThirdParties, thirdPartiesOf } from './thirdParties.ts';

export interface Config {
  /**
   * NODE_ENV=production: a real deployment. No /dev route (mail outbox, analytics list, chat,
   * meeting and sign-in stand-ins), no demo seed, no token printed. Otherwise the demo.
   */
  production: boolean;
  /** Seed (and re-time) the demo projects at start: the demo's default; DEMO_SEED=1 or 0 says otherwise. */
  demoSeed: boolean;
  /**
   * DEMO_CAPTIONS: the demo's captioner, English and Dutch lines in step with hybrid-summit's
   * broadcast clock while it is on air and watched (live/captions/demoFeed.ts). On with the demo
   * seed outside production; DEMO_CAPTIONS=0 turns it off (the e2e server, tests).
   */
  demoCaptions: boolean;
  /**
   * STOP_DRAIN_MS: on SIGTERM, how long the process goes on serving while /healthz answers 503, so
   * the balancer's health check sends new requests elsewhere before the listener closes (ops/
   * gracefulStop.ts). Production 3000 (above Caddy's 2 s check interval, deploy/), the demo 0.
   */
  stopDrainMs: number;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  distDir: string;
  smtpUrl?: string;
  /** Multiplies every rate limit; tests set it high so they never hit a limit by accident. */
  rateLimitScale: number;
  /** Origin used in mailed links; defaults to the origin of the request that caused the mail. */
  publicUrl?: string;
  /**
   * How many proxies of ours stand before the server (TRUST_PROXY=N; `true` is 1, off is 0): the
   * client address is the N-th X-Forwarded-For entry from the right, the one our nearest-to-client proxy added.
   */
  trustProxy: number;
  /**
   * Live director (server/live/): the organiser's control token (else one in the data folder), the meeting secret and
   * domain, the page-password token's secret.
   */
  live: {
    controlToken?: string;
    jitsiAppSecret?: string;
    pageTokenSecret?: string;
    jitsiDomain?: string;
    elearningSecret?: string;
    heartbeatMs?: number;
    maxConnections?: number;
  };
  /**
   * The organiser admin's origin: the only one whose preview messages the page accepts (ADMIN_ORIGIN); production:
   * none unless set.
   */
  adminOrigin: string;
  /** Reminder mails, minutes before each session's start (REMINDER_OFFSETS, default 1440,60; reminders/offsets.ts). */
  reminderOffsets: number[];
  /** MAIL_FROM: the From of every mail, and the ORGANIZER of the calendar invites (mail/invite.ts). */
  mailFrom: string;
  /**
   * Web Push (push/vapid.ts): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (else made once in the data
   * folder), VAPID_SUBJECT. PUSH_LOOPBACK_FOR_TESTS=1 also lets push endpoints on this machine
   * through (push/endpointRules.ts), for the tests' push service; production refuses to start with it.
   */
  push: { publicKey?: string; privateKey?: string; subject?: string; loopbackForTests?: boolean };
  /** Organiser API (server/admin/): its token (else one in the data folder) and how long personal data stays. */
  admin: { token?: string; retentionMonths: number };
  /**
   * The publisher sign-on provider's profile endpoint, which the server asks to confirm an
   * access token before a sign-on registration (PUBLISHER_PROFILE_URL or its deprecated
   * VITE_ name, an absolute URL); unset: the development provider of this server, in process.
   */
  publisher: { profileUrl?: string };
  /**
   * Other origins the app's pages load from or talk to (the deployment settings, CHAT_EMBED_ORIGINS,
   * CSP_MEDIA_ORIGINS): the page's CSP.
   */
  thirdParties: ThirdParties;
  /**
   * What the page receives (deploymentSettings.ts): API prefixes, player and library addresses,
   * third-party providers (null: off); its adminOrigin is `adminOrigin` above (pageSettings).
   */
  deployment: DeploymentSettings;
  /** Start lines: deprecated names in use, refused values, and what each third party points at or that it is off. */
  deploymentNotes: { warnings: string[]; summary: string[] };
}

/** The From of every mail unless MAIL_FROM says otherwise (mail/config.ts). */
export const DEFAULT_FROM = '"Eventhall" <no-reply@localhost>';
/**
 * Reminder mails (reminders/): a day and an hour before each session's start, unless REMINDER_OFFSETS says otherwise.
 */
const DEFAULT_REMINDER_OFFSETS = [1440, 60];
/**
 * The earliest a reminder may go: 30 days before the start (REMINDER_OFFSETS and the organiser's `reminderOffsets`).
 */
export const MAX_OFFSET_MINUTES = 30 * 24 * 60;

/**
 * `1440,60` → [1440, 60]. Fractions are allowed (tests shorten the offsets to seconds); an empty
 * value or `off` switches reminder mails off; anything else unreadable is a start-up error.
 */
export function reminderOffsetsFromEnv(raw: string | undefined): number[] {
  if (raw === undefined) return DEFAULT_REMINDER_OFFSETS;
  const value = raw.trim();
  if (value === '' || value === 'off' || value === '0') return [];
  const offsets = value.split(',').map((part) => Number(part.trim()));
  if (offsets.some((n) => !Number.isFinite(n) || n <= 0 || n > MAX_OFFSET_MINUTES)) {
    throw new Error(`REMINDER_OFFSETS must be minutes before the start, e.g. 1440,60 (got "${raw}")`);
  }
  return [...new Set(offsets)];
}

function positiveNumber(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

function absoluteUrl(raw: string | undefined): string | undefined {
  return raw && /^https?:\/\//i.test(raw) ? raw : undefined;
}

/** '1'/'true' or '0'/'false'; anything else (unset): the fallback. */
function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  return fallback;
}

/** TRUST_PROXY: a whole number of hops (at most 10), `true` for one; anything else trusts no header. */
function proxyHops(raw: string | undefined): number {
  if (raw === 'true') return 1;
  const n = Number(raw);
  return raw && /^\d+$/.test(raw) && n <= 10 ? n : 0;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const deployment = readDeploymentSettings(env, production);
  return {
    production,
    demoSeed: flag(env.DEMO_SEED, !production),
    demoCaptions: !production && flag(env.DEMO_CAPTIONS, flag(env.DEMO_SEED, true)),
    stopDrainMs: env.STOP_DRAIN_MS === '0' ? 0 : positiveNumber(env.STOP_DRAIN_MS, production ? 3000 : 0),
    port: positiveNumber(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || '.data/',
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: env.DIST_DIR || 'dist/',
    smtpUrl: env.SMTP_URL || undefined,
    rateLimitScale: positiveNumber(env.RATE_LIMIT_SCALE, 1),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    trustProxy: proxyHops(env.TRUST_PROXY),
    live: {
      controlToken: env.LIVE_CONTROL_TOKEN || undefined,
      jitsiAppSecret: env.JITSI_APP_SECRET || undefined,
      pageTokenSecret: env.PAGE_TOKEN_SECRET || undefined,
      jitsiDomain: deployment.values.JITSI_DOMAIN,
      elearningSecret: env.ELEARNING_SECRET || undefined,
      maxConnections: env.LIVE_MAX_CONNECTIONS ? positiveNumber(env.LIVE_MAX_CONNECTIONS, 20_000) : undefined,
    },
    reminderOffsets: reminderOffsetsFromEnv(env.REMINDER_OFFSETS),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_FROM,
    push: {
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject: env.VAPID_SUBJECT || undefined,
      loopbackForTests: flag(env.PUSH_LOOPBACK_FOR_TESTS, false),
    },
    adminOrigin: deployment.settings.adminOrigin,
    admin: { token: env.ADMIN_TOKEN || undefined, retentionMonths: positiveNumber(env.RETENTION_MONTHS, 6) },
    thirdParties: thirdPartiesOf(deployment.settings, env),
    publisher: { profileUrl: absoluteUrl(deployment.values.PUBLISHER_PROFILE_URL) },
    deployment: deployment.settings,
    deploymentNotes: {
      warnings: deployment.warnings,
      summary: deploymentSummary(deployment.settings, deployment.values),
    },
  };
}

/**
 * Why a production server must not start with these settings (main.ts prints them and exits
 * before it opens a database or listens); empty when it may.
 */
export function productionStartProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  // Mailed personal links take PUBLIC_URL, else the request's Host header, which a caller chooses:
  // a genuine mail to a visitor could then carry a link to another host.
  if (!config.publicUrl)
    problems.push(
      'NODE_ENV=production needs PUBLIC_URL ' +
        '(the origin of the personal links in mails, e.g. https://events.example.com).',
    );
  // The tests' push service on loopback: in production it lets visitors make the server call this machine.
  if (config.push.loopbackForTests)
    problems.push(
      'NODE_ENV=production refuses PUSH_LOOPBACK_FOR_TESTS (push endpoints on this machine are for tests only).',
    );
  return problems;
}

/** The settings written into the page: the deployment's, with the admin origin the server itself holds to. */
export const pageSettings = (config: Pick<Config, 'deployment' | 'adminOrigin'>): DeploymentSettings => ({
  ...config.deployment,
  adminOrigin: config.adminOrigin,
});

/** Defaults for tests and embedding: everything in memory, limits as in production. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // No demo captioner writing beside a test's own lines.
  return { ...configFromEnv({}), dataDir: '', demoCaptions: false, ...overrides };
}
