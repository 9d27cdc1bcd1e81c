/**
 * Whether a project shows its participants list (other visitors' names): only when the organiser
 * turns it on (`registration.participantsList: true`). It used to be on unless turned off, so
 * one self-registration was enough to read every name (issue 43). Shared by the page, the
 * element, the offline warm-up and the server's check.
 */
export const showsParticipants = (registration: { participantsList?: unknown } | undefined) =>
  registration?.participantsList === true;
