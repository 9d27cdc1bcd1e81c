/**
 * The deployment's settings as the page receives them (issue 44): read by the server from its
 * environment at start (server/deploymentSettings.ts), written into every page it sends
 * (`<script type="application/json" id="deployment-settings">`) and answered at
 * DEPLOYMENT_SETTINGS_PATH for the installed app's cached shell. One build serves every
 * deployment: nothing here is fixed at build time. A third-party provider that is null (or a chat
 * kind, or the meeting domain) is off: the page offers no way to it.
 */
import * as v from 'valibot';

/** Fixed, on the page's own origin: the API prefixes are among the settings it carries. */
export const DEPLOYMENT_SETTINGS_PATH = '/api/deployment-settings';
/** The id of the settings element in the server's documents. */
export const DEPLOYMENT_SETTINGS_ID = 'deployment-settings';

const Provider = <T extends v.ObjectEntries>(entries: T) => v.nullable(v.object(entries));

export const DeploymentSettingsSchema = v.object({
  /** `frontend-api/...` calls. */
  frontendApi: v.string(),
  /** `{protected-event-api}`. */
  protectedEventApi: v.string(),
  /** `{api}` and `{registrations endpoint}`. */
  api: v.string(),
  /** `{cdn-api}`. */
  cdnApi: v.string(),
  /** The organiser's admin origin: the only origin whose preview messages are accepted ('' none). */
  adminOrigin: v.string(),
  /** The external on-demand player script (spec 2 section 7); the reference server serves one. */
  onDemandPlayerUrl: v.string(),
  /** Projects whose agenda buttons are hidden (DECISIONS.md: empty by default). */
  agendaButtonsHiddenFor: v.array(v.string()),
  live: v.object({
    /** The live director's library script (API-PATHS.md). */
    libraryUrl: v.string(),
    /** The reference player's test signal. */
    testSignalUrl: v.string(),
    /**
     * The video-meeting domain (its script is `<domain>/external_api.js`); '' the reference server's /dev/jitsi; null:
     * no meeting.
     */
    jitsiDomain: v.nullable(v.string()),
  }),
  /** The two chat embeds (src/domain/chat.ts); `{id}` is the room or website id; null: that kind is off. */
  chat: v.object({ eventChat: v.nullable(v.string()), websiteChat: v.nullable(v.string()) }),
  linkedin: Provider({ authorizeUrl: v.string(), accessTokenUrl: v.string(), clientId: v.string() }),
  publisher: Provider({ authorizeUrl: v.string(), tokenUrl: v.string(), profileUrl: v.string(), clientId: v.string() }),
});
export type DeploymentSettings = v.InferOutput<typeof DeploymentSettingsSchema>;

/**
 * The demo's settings (no variable set, NODE_ENV not production): every prefix on this origin,
 * every provider the reference server's stand-in under /dev (API-PATHS.md).
 */
export const DEMO_DEPLOYMENT_SETTINGS: DeploymentSettings = {
  frontendApi: '',
  protectedEventApi: '',
  api: '/api',
  cdnApi: '/api',
  adminOrigin: 'http://localhost:5174',
  onDemandPlayerUrl: '/media/ondemand/player.js',
  agendaButtonsHiddenFor: [],
  live: { libraryUrl: '/live-director/library.js', testSignalUrl: '/live-director/test-signal.mp4', jitsiDomain: '' },
  chat: { eventChat: '/dev/chat/event/{id}', websiteChat: '/dev/chat/website/{id}' },
  linkedin: {
    authorizeUrl: '/dev/oauth/linkedin/authorize',
    accessTokenUrl: '/dev/oauth/linkedin/access-token',
    clientId: 'eventhall-dev',
  },
  publisher: {
    authorizeUrl: '/dev/oauth/publisher/authorize',
    tokenUrl: '/dev/oauth/publisher/token',
    profileUrl: '/dev/oauth/publisher/profile',
    clientId: 'eventhall-dev',
  },
};

/** The same settings with every third-party provider off: what a page uses when it cannot learn its own. */
export function withoutProviders(settings: DeploymentSettings): DeploymentSettings {
  return {
    ...settings,
    live: { ...settings.live, jitsiDomain: null },
    chat: { eventChat: null, websiteChat: null },
    linkedin: null,
    publisher: null,
  };
}
