/**
 * Who the app's pages may talk to, derived from the deployment settings the page receives
 * (server/deploymentSettings.ts) plus two of the server's own (CHAT_EMBED_ORIGINS,
 * CSP_MEDIA_ORIGINS). A relative setting means this origin, which 'self' already covers; only
 * absolute URLs add a source. Pure: no I/O, unit-tested.
 */
import type { DeploymentSettings } from '../../src/contract/index.ts';
import { readDeploymentSettings } from '../deploymentSettings.ts';

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

/**
 * The directives of an app page, for hono's secureHeaders. `nonce` is the per-answer nonce
 * source (hono's NONCE): it admits the build's own tags and the organiser's customScript and
 * customStyle, which the page inserts with that nonce (src/project/useProjectHead.ts). Style
 * attributes stay allowed: sanitized organiser HTML carries them, and they cannot run code.
 */
export function appPagePolicy<Nonce>(parties: ThirdParties, nonce: Nonce, frameAncestors: string[]) {
  const meeting = parties.meetingHost ? [parties.meetingHost] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'" as string | Nonce, nonce, ...meeting, ...parties.scripts],
    styleSrc: ["'self'" as string | Nonce, nonce],
    styleSrcAttr: ["'unsafe-inline'"],
    connectSrc: ["'self'", ...meeting, ...parties.connect],
    imgSrc: ["'self'", 'data:', 'blob:', ...parties.media],
    mediaSrc: ["'self'", 'blob:', ...parties.media],
    // The organiser's brand font (style.customFontUrl) may live where its images do (CONST-06).
    fontSrc: ["'self'", 'data:', ...parties.media],
    frameSrc: ["'self'", ...meeting, ...parties.frames],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    formAction: ["'self'", ...parties.forms],
    frameAncestors: frameAncestors.length ? frameAncestors : ["'none'"],
  };
}

/**
 * Only what the player and the meeting use: camera, microphone and screen sharing for the
 * meeting, full screen, autoplay and picture-in-picture for the players; everything else off.
 */
export function appPermissions(parties: ThirdParties) {
  const meeting = parties.meetingHost ? [`https://${parties.meetingHost}`] : [];
  const players = [...meeting, ...parties.scripts, ...parties.frames];
  return {
    camera: ['self', ...meeting],
    microphone: ['self', ...meeting],
    displayCapture: ['self', ...meeting],
    fullscreen: ['self', ...players],
    autoplay: ['self', ...players],
    pictureInPicture: ['self', ...players],
    encryptedMedia: ['self', ...players],
    geolocation: [],
    payment: [],
    usb: [],
    serial: [],
    hid: [],
    midi: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
    browsingTopics: [],
    // Not 'bluetooth': Chromium logs an unrecognised feature as a console error (Lighthouse best practices).
  };
}
