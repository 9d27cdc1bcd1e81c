/**
 * Which form of the registration page shows (spec 1 section 2): the basic page (desktop two
 * columns, or mobile with an info dialog) when dynamicBlocks.layout is 'basic' (or absent) or
 * the query previewMode is 'default-registration'; otherwise the dynamic event page with the
 * form in a side panel.
 */
export type RegistrationLayout = 'desktop' | 'mobile' | 'side-panel';

export interface RegistrationLayoutInput {
  dynamicLayout: string | undefined;
  previewMode: string | null | undefined;
  isMobile: boolean;
}

export function usesDynamicPage(dynamicLayout: string | undefined, previewMode: string | null | undefined): boolean {
  if (!dynamicLayout || dynamicLayout === 'basic') return false;
  return previewMode !== 'default-registration';
}

export function registrationLayout(input: RegistrationLayoutInput): RegistrationLayout {
  if (usesDynamicPage(input.dynamicLayout, input.previewMode)) return 'side-panel';
  return input.isMobile ? 'mobile' : 'desktop';
}

/** A text answer of a fixed length up to this many characters fits one line. */
export const ONE_LINE_MAX_LENGTH = 40;

/**
 * Whether a text field shows as a text area: a `textarea` field does, except one whose fixed
 * length is short (an 8-character membership number is one line, not a box; issue 29).
 */
export function isMultilineField(field: { type: string; length?: number }): boolean {
  if (field.type !== 'textarea') return false;
  return field.length === undefined || field.length > ONE_LINE_MAX_LENGTH;
}

/** The registration type of publisher single sign-on (spec 1 section 3: "a publisher type"). */
export const PUBLISHER_REGISTRATION_TYPE = 'publisher';

/** SSO-01: a publisher-type project registers through the publisher's sign-in, not the form. */
export function usesPublisherSignIn(registrationType: string | undefined): boolean {
  return registrationType === PUBLISHER_REGISTRATION_TYPE;
}

/**
 * Issue 44: the project asks for the LinkedIn button (registration.showLinkedin) and the
 * deployment has the provider (null in its settings: production without LINKEDIN_*).
 */
export function linkedinSignInOffered(
  showLinkedin: boolean | undefined,
  settings: { linkedin: object | null },
): boolean {
  return Boolean(showLinkedin) && settings.linkedin !== null;
}

/**
 * Issue 44: a publisher-type project registers through the publisher's sign-in when the
 * deployment has it; without it the form is the way in, as after a failed sign-in (spec 1 section 4).
 */
export function publisherSignInOffered(
  registrationType: string | undefined,
  settings: { publisher: object | null },
): boolean {
  return usesPublisherSignIn(registrationType) && settings.publisher !== null;
}
