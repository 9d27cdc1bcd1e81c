/** Smaller calls: page password, counts, participants, client IP, analytics, sign-in, errors. */
import * as v from 'valibot';
import { SafeLine } from './text';
import { RefusalKindSchema } from './refusal';

export const PasswordRequestSchema = v.object({ password: v.pipe(SafeLine(200), v.minLength(1)) });
/**
 * "Secure data": what the protected endpoint returns after the right password (issue 27): the
 * page token every live call of the event needs (until `expiresAt`, seconds), and what the public
 * document of a protected project leaves out: the recording's (keyed) id, the live page content
 * and the broadcast slug.
 */
export const SecureDataSchema = v.object({
  eventId: v.string(),
  token: v.string(),
  expiresAt: v.optional(v.number()),
  onDemandID: v.optional(v.nullable(v.string())),
  livePageContent: v.optional(v.nullable(v.string())),
  liveDirectorBroadcastSlug: v.optional(v.nullable(v.string())),
});

export const CountEachEventSchema = v.array(v.object({ event: v.string(), regsCount: v.number() }));
export const OnSiteViewersSchema = v.object({ onSiteViewers: v.number() });
/** The query of `GET {api}/network-registrations/{projectID}`: the visitor's own registration id. */
export const PARTICIPANTS_REGISTRATION_QUERY = 'registrationId';
/** The error `code` when the project shows no participants list (403), so the page can say so. */
export const PARTICIPANTS_OFF = 'participants-off';
export const ParticipantsSchema = v.array(
  v.object({
    title: v.optional(v.string()),
    first_name: v.optional(v.string()),
    last_name: v.optional(v.string()),
  }),
);
export const ClientIpSchema = v.object({ clientIp: v.string(), country: v.optional(v.string()) });

export const PageViewRequestSchema = v.object({
  action: v.picklist([
    'registration-page-view',
    'evaluation-page-view',
    'custom-evaluation-button-click',
    'custom-cta-button-click',
  ]),
  registrationId: v.optional(SafeLine(100)),
});
export const LinkClickRequestSchema = v.objectWithRest(
  { eventId: SafeLine(100), registrationId: v.optional(SafeLine(100)) },
  v.any(),
);

/** An error answer: the server's message (English), the fields it points at, and its kind of refusal. */
export const ApiErrorBodySchema = v.object({
  error: v.string(),
  fields: v.optional(v.array(v.string())),
  kind: RefusalKindSchema,
});

/** Professional-network access-token exchange: the profile. */
export const ProfessionalProfileSchema = v.object({ email: v.string(), firstName: v.string(), lastName: v.string() });
/** Publisher sign-on token and profile. */
export const PublisherTokenSchema = v.object({ access_token: v.string() });
export const PublisherProfileSchema = v.object({
  id: v.string(),
  attributes: v.object({
    firstname: v.string(),
    lastname: v.string(),
    email: v.string(),
    big_number: v.optional(v.nullable(v.string())),
    cas_id: v.string(),
  }),
});
