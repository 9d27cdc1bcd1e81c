/**
 * Link-click analytics (spec 2 sections 6, 7, 8): which components record a click and what the
 * click sends. An unsupported component records nothing (the caller logs a console error).
 */
export const LINK_CLICK_COMPONENTS = ['custom-cta', 'handout', 'sponsor'] as const;
export type LinkClickComponent = (typeof LINK_CLICK_COMPONENTS)[number];

/** The custom call-to-action is also recorded as an action (spec 2 section 7). */
const ACTIONS: Partial<Record<LinkClickComponent, string>> = { 'custom-cta': 'custom-cta-button-click' };

export interface LinkClickInput {
  eventId: string;
  registrationId: string | null;
  url: string;
  label?: string;
}

export interface LinkClickBody extends Record<string, unknown> {
  eventId: string;
  registrationId?: string;
  component: LinkClickComponent;
  url: string;
  label?: string;
  action?: string;
}

export function isLinkClickComponent(component: string): component is LinkClickComponent {
  return (LINK_CLICK_COMPONENTS as readonly string[]).includes(component);
}

/** The body of `POST analytics/{projectKey}/link-clicks`, or null for an unsupported component. */
export function linkClickBody(component: string, input: LinkClickInput): LinkClickBody | null {
  if (!isLinkClickComponent(component)) return null;
  const body: LinkClickBody = { eventId: input.eventId, component, url: input.url };
  if (input.registrationId) body.registrationId = input.registrationId;
  if (input.label) body.label = input.label;
  const action = ACTIONS[component];
  if (action) body.action = action;
  return body;
}
