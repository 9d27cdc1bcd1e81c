/** Professional-network sign-in button on the registration form (shown when showLinkedin). */
export function LinkedinButton(_props: { eventId: string }) {
  return null;
}
