/**
 * Who the app's pages may talk to, derived from the deployment settings the page receives
 * (deploymentSettings.ts) plus two of the server's own (CHAT_EMBED_ORIGINS, CSP_MEDIA_ORIGINS),
 * read with the rest of the configuration (config.ts); http/contentPolicy.ts makes the page's
 * policy of it. A relative setting means this origin, which 'self' already covers; only absolute
 * URLs add a source. Pure: no I/O, unit-tested.
 */
import type { DeploymentSettings } from '../src/contract/index.ts';
import { readDeploymentSettings } from './deploymentSettings.ts';

export interface ThirdParties {
  /** Host of the video meeting (JITSI_DOMAIN, no scheme); empty: the dev stand-in on this origin, or no meeting. */
  meetingHost?: string;
  /** Scripts the app inserts itself: the live-director library, the on-demand player. */
  scripts: string[];
  /** fetch/XHR/SSE targets: the API prefixes, the live-director service, the sign-in token calls. */
  connect: string[];
  /** Frames: chat embeds (theirs, and CHAT_EMBED_ORIGINS), the on-demand player's host. */
  frames: string[];
  /** Images and media beside this origin's /media (the CDN prefix, CSP_MEDIA_ORIGINS). */
  media: string[];
  /** Where the sign-in pages send the browser with a form (provider authorize URLs). */
  forms: string[];
}

/** The origin of an absolute http(s) URL, else undefined (relative settings are this origin). */
export function originOf(value: string | undefined): string | undefined {
  if (!value || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Origins only, each once, in a stable order. */
function origins(...values: Array<string | undefined>): string[] {
  return [...new Set(values.map(originOf).filter((o): o is string => Boolean(o)))];
}

/** A bare host ("meet.example.org", what JITSI_DOMAIN holds), or undefined if it is not one. */
function hostOnly(value: string | undefined): string | undefined {
  const host = value
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '');
  return host && /^[A-Za-z0-9.-]+(?::\d+)?$/.test(host) ? host : undefined;
}

/**
 * The page's third parties from the settings it receives (server/deploymentSettings.ts: the same
 * run-time values, whichever name set them) and the server's own CHAT_EMBED_ORIGINS and
 * CSP_MEDIA_ORIGINS. A provider that is off adds nothing.
 */
export function thirdPartiesOf(settings: DeploymentSettings, env: NodeJS.ProcessEnv): ThirdParties {
  const { api, cdnApi, frontendApi, protectedEventApi, live, chat, linkedin, publisher } = settings;
  const player = settings.onDemandPlayerUrl;
  return {
    meetingHost: hostOnly(live.jitsiDomain ?? undefined),
    scripts: origins(live.libraryUrl, player),
    connect: origins(
      api,
      cdnApi,
      frontendApi,
      protectedEventApi,
      live.libraryUrl,
      linkedin?.accessTokenUrl,
      publisher?.tokenUrl,
      publisher?.profileUrl,
    ),
    frames: origins(
      ...list(env.CHAT_EMBED_ORIGINS),
      chat.eventChat ?? undefined,
      chat.websiteChat ?? undefined,
      player,
    ),
    media: origins(cdnApi, live.testSignalUrl, player, ...list(env.CSP_MEDIA_ORIGINS)),
    forms: origins(linkedin?.authorizeUrl, publisher?.authorizeUrl),
  };
}

/** The same, read straight from an environment (tests, tools). */
export function thirdPartiesFromEnv(env: NodeJS.ProcessEnv): ThirdParties {
  return thirdPartiesOf(readDeploymentSettings(env, env.NODE_ENV === 'production').settings, env);
}

export const NO_THIRD_PARTIES: ThirdParties = { scripts: [], connect: [], frames: [], media: [], forms: [] };
