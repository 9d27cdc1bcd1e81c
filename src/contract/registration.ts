/** Registrations: what the form sends, what the server stores and answers, and changes. */
import * as v from 'valibot';

/** Letters, digits, underscore and hyphen (spec 1 section 5, the ref rule and the id rule). */
export const SAFE_ID_CHARS = /^[A-Za-z0-9_-]+$/;

const FieldValueSchema = v.union([v.string(), v.number(), v.boolean(), v.array(v.string()), v.null()]);

/** What the form sends: the field values keyed by field name plus the fixed keys. */
export const RegistrationRequestSchema = v.objectWithRest(
  {
    event_id: v.pipe(v.string(), v.minLength(1)),
    email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Invalid email')),
    time_zone: v.optional(v.string()),
    on_site_viewer: v.optional(v.union([v.number(), v.boolean()])),
    SELECTED_EVENTS: v.optional(v.array(v.string())),
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

export const FindByEmailRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Invalid email')),
});
export const FindByEmailResultSchema = v.object({ _id: v.string() });

export const UpdateRegistrationRequestSchema = v.objectWithRest(
  {
    _id: v.string(),
    projectId: v.optional(v.string()),
    event_id: v.string(),
    SELECTED_EVENTS: v.optional(v.array(v.string())),
    on_site_viewer: v.optional(v.union([v.number(), v.boolean()])),
  },
  v.any(),
);

export const UpdateResultSchema = v.object({ ok: v.boolean(), on_site_viewer: v.optional(v.number()) });

/** Publisher single sign-on registration (GENERATED: the visitor did not type it). */
export const SsoRegistrationRequestSchema = v.object({
  event_id: v.pipe(v.string(), v.minLength(1)),
  cas_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1)),
  first_name: v.string(),
  last_name: v.string(),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Invalid email')),
  big_number: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  on_site_viewer: v.optional(v.union([v.number(), v.boolean()])),
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
