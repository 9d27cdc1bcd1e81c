/** On-site seats (spec 1 section 4): remaining = expected on-site viewers minus current ones. */
export function seatsRemaining(expectedOnSiteViewers: number | undefined, onSiteViewers: number): number {
  if (!expectedOnSiteViewers || expectedOnSiteViewers <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, expectedOnSiteViewers - onSiteViewers);
}
