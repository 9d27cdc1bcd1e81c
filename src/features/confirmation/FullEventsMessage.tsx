/** "Could not register for … It is full." / "They are full." for the events a registration left out. */
import { Plural, useLingui } from '@lingui/react/macro';
import type { ProjectEvent } from '../../contract';

/** "A, B and C" in the active locale. */
export function formatNameList(names: string[], locales: string | string[] | undefined): string {
  try {
    return new Intl.ListFormat(locales, { style: 'long', type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** The names of the listed event ids, in the project's order; unknown ids are left out. */
export function fullEventNames(events: readonly ProjectEvent[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return events.filter((event) => wanted.has(event._id)).map((event) => event.name);
}

export function FullEventsMessage({ eventNames }: { eventNames: string[] }) {
  const { i18n } = useLingui();
  if (!eventNames.length) return null;
  const count = eventNames.length;
  const names = formatNameList(eventNames, i18n.locales ?? i18n.locale);
  // The headline is the spec's full-events message (spec 1 section 8); the line names the events.
  return (
    <div className="notice notice-warning full-events" role="alert">
      <h2 className="full-events-title" data-testid="full-events-title">
        <Plural value={count} one="The event is full" other="These events are full" />
      </h2>
      <p>
        <Plural
          value={count}
          one={`Could not register for ${names}. It is full.`}
          other={`Could not register for ${names}. They are full.`}
        />
      </p>
    </div>
  );
}
