/**
 * Deployment configuration, read once at build time from VITE_* variables. Every prefix
 * defaults to the same origin, where the reference server answers (API-PATHS.md).
 */
const env = import.meta.env;

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export const config = {
  /** `frontend-api/...` calls. */
  frontendApi: env.VITE_FRONTEND_API ?? '',
  /** `{protected-event-api}`. */
  protectedEventApi: env.VITE_PROTECTED_EVENT_API ?? '',
  /** `{api}` and `{registrations endpoint}`. */
  api: env.VITE_API ?? '/api',
  /** `{cdn-api}`. */
  cdnApi: env.VITE_CDN_API ?? '/api',
  /** The organiser's admin origin: the only origin whose preview messages are accepted. */
  adminOrigin: env.VITE_ADMIN_ORIGIN ?? 'http://localhost:5174',
  /** The external on-demand player script (spec 2 section 7); the reference server serves one. */
  onDemandPlayerUrl: env.VITE_ONDEMAND_PLAYER_URL ?? '/media/ondemand/player.js',
  /** Projects whose agenda buttons are hidden (DECISIONS.md: empty by default). */
  agendaButtonsHiddenFor: list(env.VITE_AGENDA_BUTTONS_HIDDEN_PROJECT_IDS),
  live: {
    /** The live director's library script (API-PATHS.md). */
    libraryUrl: env.VITE_LIVE_DIRECTOR_LIBRARY ?? '/live-director/library.js',
    /** The reference player's test signal. */
    testSignalUrl: env.VITE_LIVE_TEST_SIGNAL ?? '/live-director/test-signal.mp4',
    /** The video-meeting domain (its script is `<domain>/external_api.js`); empty: the reference server's /dev/jitsi. */
    jitsiDomain: env.VITE_JITSI_DOMAIN ?? '',
  },
  /** The two chat embeds (src/domain/chat.ts); `{id}` is the room or website id. Default: the reference server's stand-in. */
  chat: {
    eventChat: env.VITE_CHAT_EVENT_EMBED ?? '/dev/chat/event/{id}',
    websiteChat: env.VITE_CHAT_WEBSITE_EMBED ?? '/dev/chat/website/{id}',
  },
  linkedin: {
    authorizeUrl: env.VITE_LINKEDIN_AUTHORIZE_URL ?? '/dev/oauth/linkedin/authorize',
    accessTokenUrl: env.VITE_LINKEDIN_ACCESS_TOKEN_URL ?? '/dev/oauth/linkedin/access-token',
    clientId: env.VITE_LINKEDIN_CLIENT_ID ?? 'eventhall-dev',
  },
  publisher: {
    authorizeUrl: env.VITE_PUBLISHER_AUTHORIZE_URL ?? '/dev/oauth/publisher/authorize',
    tokenUrl: env.VITE_PUBLISHER_TOKEN_URL ?? '/dev/oauth/publisher/token',
    profileUrl: env.VITE_PUBLISHER_PROFILE_URL ?? '/dev/oauth/publisher/profile',
    clientId: env.VITE_PUBLISHER_CLIENT_ID ?? 'eventhall-dev',
  },
} as const;
