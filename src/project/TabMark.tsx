/** A web-app tab's marker: a red dot while its poll or quiz item is new, else a calm ring while it runs (INT-01). */
export function TabMark<T extends string>({
  tab,
  badged,
  running,
}: {
  tab: T;
  badged: readonly T[];
  running: readonly T[];
}) {
  if (badged.includes(tab))
    return <span className="bottom-tab-badge" data-testid={`badge-${tab}`} aria-hidden="true" />;
  if (running.includes(tab)) return <span className="bottom-tab-live" data-testid={`live-${tab}`} aria-hidden="true" />;
  return null;
}
