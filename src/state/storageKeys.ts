/** Every browser-storage key of the app, in one place. */
export const SESSION = {
  /** The last opened event id: the shell reloads it when a route has none. */
  eventId: 'eventId',
  registrationId: 'registrationId',
  /** 0 online, 1 on-site. */
  attendanceType: 'attendanceType',
  /** `true` once a page was opened with `?pwa`. */
  pwa: 'pwa',
  loginFailed: 'loginFailed',
  linkedinState: 'linkedinState',
  linkedinPrefill: 'linkedinPrefill',
  publisherState: 'publisherState',
  publisherVerifier: 'publisherVerifier',
  secureData: 'secureData',
  /** The evaluation's stand-in registration id when the link had no valid one (spec 2 section 3). */
  evaluationFakeId: 'evaluationFakeId',
  /** `1` right after an on-site registration: the personal page confirms it with a toast, once. */
  registeredOnSite: 'registeredOnSite',
  /** The session auto-navigation just left: the next page keeps its evaluation and call-to-action in reach. */
  endedSession: 'endedSession',
} as const;

export const LOCAL = {
  /** `1` turns analytics off for this browser. */
  ignoreStatActions: 'ignoreStatActions',
  /** This browser's own voter id for polls and quiz when there is no personal registration id. */
  voterId: 'eventhall.voterId',
  /** The events whose "Install the app" offer the visitor dismissed (a JSON list of event ids). */
  installDismissed: 'eventhall.installDismissed',
  /**
   * What this browser did in the live widgets (state/interactionMemory.ts): its votes, quiz outcomes, the badges it
   * cleared.
   */
  interaction: 'eventhall.interaction',
  /** The last answer to this browser's rating of each session (features/session-rating/ratingMemory.ts). */
  sessionRatings: 'eventhall.sessionRatings',
  /** This browser's quiz nickname per broadcast (features/live-interaction/Leaderboard.tsx, issue 50). */
  quizNicknames: 'eventhall.quizNicknames',
  /** The visitor's caption choices: on, size, contrast, language, announcements (state/captionPrefs.ts). */
  captions: 'eventhall.captions',
} as const;

/** idb-keyval store names (database, store). */
export const IDB = {
  offline: ['eventhall-offline', 'data'],
  outbox: ['eventhall-outbox', 'requests'],
  /** The personal links this browser has used (state/knownLinks.ts): credentials, kept only here. */
  links: ['eventhall-links', 'links'],
  /** A door device's check-in list and its own check-ins (features/check-in/doorStore.ts, issue 49). */
  door: ['eventhall-door', 'lists'],
} as const;

/**
 * Key prefixes inside IDB.outbox: a request waiting to be sent, and the recorded outcome of one
 * that was sent. One store, so "remove the request, record its outcome" is one transaction.
 */
export const OUTBOX_KEY = {
  request: 'request:',
  outcome: 'outcome:',
} as const;

/**
 * Cache Storage names of the service worker's runtime caches (workbox names its precache). The
 * version is part of each name: a worker that changes what a cache holds bumps it, and on
 * activation deletes every `eventhall-` cache not named here (sw/cleanup.ts).
 */
export const SW_CACHE_PREFIX = 'eventhall-';
const SW_CACHE_VERSION = 'v2';
export const SW_CACHE = {
  projectData: `${SW_CACHE_PREFIX}project-data-${SW_CACHE_VERSION}`,
  handouts: `${SW_CACHE_PREFIX}handouts-${SW_CACHE_VERSION}`,
  images: `${SW_CACHE_PREFIX}images-${SW_CACHE_VERSION}`,
  fonts: `${SW_CACHE_PREFIX}fonts-${SW_CACHE_VERSION}`,
  /** The door page's QR reader (issue 49), fetched only where the browser has none. */
  qrReader: `${SW_CACHE_PREFIX}qr-reader-${SW_CACHE_VERSION}`,
} as const;

/** Our runtime caches an older worker left behind (workbox's precache is cleaned by workbox). */
export function outdatedCaches(names: readonly string[]): string[] {
  const current = new Set<string>(Object.values(SW_CACHE));
  return names.filter((name) => name.startsWith(SW_CACHE_PREFIX) && !current.has(name));
}
