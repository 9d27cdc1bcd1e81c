/**
 * The deployment's settings the page receives (issue 44: one build for every deployment), read
 * once from the server's environment at start: API prefixes, the admin origin, player and
 * live-director addresses, and the third-party providers (chat embeds, LinkedIn and publisher
 * sign-in, the meeting domain). The build fixes none of them.
 *
 * Each has a plain name (CHAT_EVENT_EMBED); the build-time name of earlier releases
 * (VITE_CHAT_EVENT_EMBED) is still read for this release, with a warning. Unset, the demo uses
 * the reference server's stand-ins under /dev; production switches the provider off instead,
 * since it serves no /dev route. Pure: the caller prints the notes (main.ts).
 */
import * as v from 'valibot';
import { DEMO_DEPLOYMENT_SETTINGS, DeploymentSettingsSchema, type DeploymentSettings } from '../src/contract/index.ts';

export const DEPLOYMENT_VARIABLES = [
  'FRONTEND_API',
  'PROTECTED_EVENT_API',
  'API',
  'CDN_API',
  'ADMIN_ORIGIN',
  'ONDEMAND_PLAYER_URL',
  'AGENDA_BUTTONS_HIDDEN_PROJECT_IDS',
  'LIVE_DIRECTOR_LIBRARY',
  'LIVE_TEST_SIGNAL',
  'JITSI_DOMAIN',
  'CHAT_EVENT_EMBED',
  'CHAT_WEBSITE_EMBED',
  'LINKEDIN_AUTHORIZE_URL',
  'LINKEDIN_ACCESS_TOKEN_URL',
  'LINKEDIN_CLIENT_ID',
  'PUBLISHER_AUTHORIZE_URL',
  'PUBLISHER_TOKEN_URL',
  'PUBLISHER_PROFILE_URL',
  'PUBLISHER_CLIENT_ID',
] as const;
export type DeploymentVariable = (typeof DEPLOYMENT_VARIABLES)[number];
export type DeploymentValues = Partial<Record<DeploymentVariable, string>>;

/** The build-time name of the same setting, read for one more release. */
export const deprecatedName = (name: DeploymentVariable) => `VITE_${name}`;

export interface DeploymentReading {
  settings: DeploymentSettings;
  /** The values found, by their new names (an old name's value under the new one). */
  values: DeploymentValues;
  /** One line per old name still in use, or value refused. */
  warnings: string[];
}

/** The set values by their new names; an old name only where the new one is unset. */
export function deploymentValues(env: NodeJS.ProcessEnv): { values: DeploymentValues; warnings: string[] } {
  const values: DeploymentValues = {};
  const warnings: string[] = [];
  for (const name of DEPLOYMENT_VARIABLES) {
    const current = env[name]?.trim();
    const old = env[deprecatedName(name)]?.trim();
    if (current) values[name] = current;
    else if (old) {
      values[name] = old;
      warnings.push(`${deprecatedName(name)} is deprecated (read for this release only): set ${name} instead.`);
    }
  }
  return { values, warnings };
}

/** An address the page loads or links: this origin's path or an http(s) URL. */
const isAddress = (value: string) =>
  value.startsWith('/') ? !value.startsWith('//') : /^https?:\/\/[^/\s]+/i.test(value);
/** A bare host, with a port perhaps (what the meeting's external_api.js is loaded from). */
const isHost = (value: string) => /^[A-Za-z0-9.-]+(?::\d+)?$/.test(value);
const isOrigin = (value: string) => /^https?:\/\/[^/\s]+$/i.test(value);
/** An API prefix: '' (this origin), a path or a URL, without its trailing slash. */
const isPrefix = (value: string) => value === '' || isAddress(value);

const CHECKS: Partial<Record<DeploymentVariable, (value: string) => boolean>> = {
  FRONTEND_API: isPrefix,
  PROTECTED_EVENT_API: isPrefix,
  API: isPrefix,
  CDN_API: isPrefix,
  ADMIN_ORIGIN: isOrigin,
  JITSI_DOMAIN: isHost,
};

/** Values that are no address (a typo, a missing scheme) are reported and left unset. */
function checked(values: DeploymentValues, warnings: string[]): DeploymentValues {
  const kept: DeploymentValues = {};
  for (const [name, raw] of Object.entries(values) as [DeploymentVariable, string][]) {
    const value = /API$|ORIGIN$/.test(name) ? raw.replace(/\/+$/, '') : raw;
    const check = CHECKS[name] ?? (/(URL|EMBED|LIBRARY|SIGNAL)$/.test(name) ? isAddress : () => true);
    if (check(value)) kept[name] = value;
    else {
      const expected =
        name === 'JITSI_DOMAIN' ? 'a host name' : name === 'ADMIN_ORIGIN' ? 'an origin' : 'a path or an http(s) URL';
      warnings.push(`${name} ignored: ${JSON.stringify(raw)} is not ${expected}.`);
    }
  }
  return kept;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A provider needs all of its settings in production (a partial one would send visitors to a
 * half-configured sign-in); the demo fills each missing one with its stand-in.
 */
function provider<T extends Record<string, string>>(
  given: { [K in keyof T]: string | undefined },
  demo: T | null,
  production: boolean,
): T | null {
  const entries = Object.entries(given) as [keyof T, string | undefined][];
  if (production) return entries.every(([, value]) => value) ? (given as T) : null;
  return demo && (Object.fromEntries(entries.map(([key, value]) => [key, value ?? demo[key]])) as T);
}

export function readDeploymentSettings(env: NodeJS.ProcessEnv, production: boolean): DeploymentReading {
  const read = deploymentValues(env);
  const warnings = [...read.warnings];
  const values = checked(read.values, warnings);
  const demo = DEMO_DEPLOYMENT_SETTINGS;
  // A third party off in production; the demo's stand-in otherwise.
  const standIn = <T>(value: T | undefined, demoValue: T): T | null => value ?? (production ? null : demoValue);
  const settings: DeploymentSettings = {
    frontendApi: values.FRONTEND_API ?? demo.frontendApi,
    protectedEventApi: values.PROTECTED_EVENT_API ?? demo.protectedEventApi,
    api: values.API ?? demo.api,
    cdnApi: values.CDN_API ?? demo.cdnApi,
    // The demo's admin runs on localhost:5174; a production server lets no origin frame the preview unless told (issue
    // 43).
    adminOrigin: values.ADMIN_ORIGIN ?? (production ? '' : demo.adminOrigin),
    onDemandPlayerUrl: values.ONDEMAND_PLAYER_URL ?? demo.onDemandPlayerUrl,
    agendaButtonsHiddenFor: list(values.AGENDA_BUTTONS_HIDDEN_PROJECT_IDS),
    live: {
      libraryUrl: values.LIVE_DIRECTOR_LIBRARY ?? demo.live.libraryUrl,
      testSignalUrl: values.LIVE_TEST_SIGNAL ?? demo.live.testSignalUrl,
      jitsiDomain: standIn(values.JITSI_DOMAIN, demo.live.jitsiDomain),
    },
    chat: {
      eventChat: standIn(values.CHAT_EVENT_EMBED, demo.chat.eventChat),
      websiteChat: standIn(values.CHAT_WEBSITE_EMBED, demo.chat.websiteChat),
    },
    linkedin: provider(
      {
        authorizeUrl: values.LINKEDIN_AUTHORIZE_URL,
        accessTokenUrl: values.LINKEDIN_ACCESS_TOKEN_URL,
        clientId: values.LINKEDIN_CLIENT_ID,
      },
      demo.linkedin,
      production,
    ),
    publisher: provider(
      {
        authorizeUrl: values.PUBLISHER_AUTHORIZE_URL,
        tokenUrl: values.PUBLISHER_TOKEN_URL,
        profileUrl: values.PUBLISHER_PROFILE_URL,
        clientId: values.PUBLISHER_CLIENT_ID,
      },
      demo.publisher,
      production,
    ),
  };
  // The shape the page checks too: a mistake here fails the server's start, not every page.
  return { settings: v.parse(DeploymentSettingsSchema, settings), values, warnings };
}
