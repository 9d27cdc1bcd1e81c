/** Registrations: what the form sends, what the server stores and answers, and changes. */
import * as v from 'valibot';
import { allowedCharacters, NameSchema, SafeLine } from './text';

/** Letters, digits, underscore and hyphen (spec 1 section 5, the ref rule and the id rule). */
export const SAFE_ID_CHARS = /^[A-Za-z0-9_-]+$/;

/** Ids in bodies: a project or event id (the registration id has its rule in domain/ids.ts, REGISTRATION_ID below). */
export const BodyIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(SAFE_ID_CHARS, 'Invalid id'));
/** A registration id: 24 letters, digits, `_` or `-` (spec 1 section 5). */
export const RegistrationIdSchema = v.pipe(
  v.string(),
  v.length(24, 'Invalid registration ID'),
  v.regex(SAFE_ID_CHARS, 'Invalid registration ID'),
);

/** Any typed value may hold line breaks (textareas); the field's own rule (domain/fieldRules.ts) says more. */
const TypedText = v.pipe(v.string(), allowedCharacters(true));
const FieldValueSchema = v.union([TypedText, v.number(), v.boolean(), v.array(TypedText), v.null()]);
export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(300, 'Invalid email'),
  allowedCharacters(),
  v.email('Invalid email'),
);
const Attendance = v.union([v.number(), v.boolean()]);

/** What the form sends: the field values keyed by field name plus the fixed keys. */
export const RegistrationRequestSchema = v.objectWithRest(
  {
    event_id: BodyIdSchema,
    email: Email,
    first_name: v.optional(NameSchema),
    last_name: v.optional(NameSchema),
    time_zone: v.optional(SafeLine(100)),
    on_site_viewer: v.optional(Attendance),
    SELECTED_EVENTS: v.optional(v.pipe(v.array(BodyIdSchema), v.maxLength(100))),
    ref: v.optional(v.pipe(v.string(), v.regex(SAFE_ID_CHARS))),
    GENERATED: v.optional(v.boolean()),
  },
  FieldValueSchema,
);
export type RegistrationRequest = v.InferOutput<typeof RegistrationRequestSchema>;

export const RegistrationResultSchema = v.object({
  registrationID: v.string(),
  cannotRegisterForEvents: v.array(v.string()),
  on_site_viewer: v.optional(v.number()),
});
export type RegistrationResult = v.InferOutput<typeof RegistrationResultSchema>;

/**
 * The 202 answer of a `magic-link` project (issue 27) to find-by-email and to a registration
 * with a known e-mail: no registration id, the same whether the address is registered or not;
 * the personal link went to the address if it is registered.
 */
export const LinkMailedSchema = v.object({ mailedIfRegistered: v.literal(true) });
export type LinkMailed = v.InferOutput<typeof LinkMailedSchema>;
export const LINK_MAILED: LinkMailed = { mailedIfRegistered: true };

/** What a registration is answered: the registration (200), or the 202 of a magic-link project. */
export const RegistrationAnswerSchema = v.union([RegistrationResultSchema, LinkMailedSchema]);
export type RegistrationAnswer = v.InferOutput<typeof RegistrationAnswerSchema>;

/** The answer carries no registration id: the page says the link was mailed instead of going on. */
export const isLinkMailed = (answer: RegistrationAnswer | FindByEmailAnswer): answer is LinkMailed =>
  'mailedIfRegistered' in answer;

export const RegistrationSchema = v.objectWithRest(
  {
    _id: v.string(),
    projectId: v.string(),
    email: v.string(),
    first_name: v.optional(v.string()),
    last_name: v.optional(v.string()),
    on_site_viewer: v.number(),
    SELECTED_EVENTS: v.array(v.string()),
    event_id: v.optional(v.string()),
    unregistered: v.optional(v.boolean()),
    GENERATED: v.optional(v.boolean()),
    created_at: v.optional(v.string()),
  },
  v.any(),
);
export type Registration = v.InferOutput<typeof RegistrationSchema>;

export const FindByEmailRequestSchema = v.object({ email: Email });
export const FindByEmailResultSchema = v.object({ _id: v.string() });
/** `{_id}` in the spec's `direct` login mode, the 202 without an id in `magic-link` mode. */
export const FindByEmailAnswerSchema = v.union([FindByEmailResultSchema, LinkMailedSchema]);
export type FindByEmailAnswer = v.InferOutput<typeof FindByEmailAnswerSchema>;

export const UpdateRegistrationRequestSchema = v.objectWithRest(
  {
    _id: RegistrationIdSchema,
    projectId: v.optional(BodyIdSchema),
    event_id: BodyIdSchema,
    SELECTED_EVENTS: v.optional(v.pipe(v.array(BodyIdSchema), v.maxLength(100))),
    on_site_viewer: v.optional(Attendance),
  },
  v.any(),
);

export const UpdateResultSchema = v.object({ ok: v.boolean(), on_site_viewer: v.optional(v.number()) });

/** An OAuth bearer token (RFC 6750 b64token): safe to put in an Authorization header. */
export const AccessTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._~+/-]+=*$/, 'Invalid access token'),
  v.maxLength(4096),
);

/**
 * Publisher single sign-on registration (GENERATED: the visitor did not type it). The server
 * asks the provider's profile endpoint with `access_token` and registers whom the provider
 * names; cas_id, big_number and email must be the provider's (issue 27).
 */
export const SsoRegistrationRequestSchema = v.object({
  access_token: AccessTokenSchema,
  event_id: BodyIdSchema,
  cas_id: v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.safeInteger())]),
    v.transform(String),
    v.minLength(1),
    v.maxLength(100),
    allowedCharacters(),
  ),
  first_name: NameSchema,
  last_name: NameSchema,
  email: Email,
  big_number: v.optional(v.nullable(v.union([SafeLine(100), v.pipe(v.number(), v.safeInteger())]))),
  on_site_viewer: v.optional(Attendance),
});

/** Error body with the full events of a refused registration (409) or session change. */
export const ApiErrorWithEventsSchema = v.object({
  error: v.string(),
  fields: v.optional(v.array(v.string())),
  cannotRegisterForEvents: v.optional(v.array(v.string())),
});

/** Answer of update-registrations: which of the wanted sessions could not be added. */
export const UpdateSelectionResultSchema = v.object({
  ok: v.boolean(),
  on_site_viewer: v.optional(v.number()),
  SELECTED_EVENTS: v.array(v.string()),
  cannotRegisterForEvents: v.array(v.string()),
});
