/**
 * /{event_id}/{registration_id}/registration-confirmation: a mail was sent; events that were
 * full; forced-online notice; the confirmation text; add-to-calendar; the way to the event.
 * In the dynamic layout (spec 1 section 2) the same content shows above the dynamic page's blocks.
 */
import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { isOnSite } from '../../domain/attendance';
import { SafeHtml } from '../../ui/SafeHtml';
import { CalendarOptions } from '../calendar/CalendarOptions';
import { useCalendarLinks } from '../calendar/calendarLinks';
import { FullEventsMessage, fullEventNames } from './FullEventsMessage';
import '../../ui/accountPage.css';
import './confirmation.css';
import { paths } from '../../domain/paths';
import { calendarOfferedAt, registrationMoment } from '../../domain/moment';
import { useNow } from '../../hooks/useNow';
import { WatchSection } from './WatchSection';
import { usesDynamicPage } from '../../domain/formLayout';
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { Project } from '../../contract';

type Frame = ComponentType<{ children: ReactNode }>;
let DynamicConfirmation: Frame | undefined;
const loadDynamic = () =>
  import('../dynamic-blocks/DynamicConfirmation').then((m) => {
    DynamicConfirmation = m.DynamicConfirmation;
    return m;
  });
const LazyDynamic = lazy(() => loadDynamic().then((m) => ({ default: m.DynamicConfirmation })));

/** Before the first paint: the dynamic page and its blocks, when the project uses it. */
export function prepare(project: Project): Promise<unknown> {
  return usesDynamicPage(project.dynamicBlocks?.layout, null)
    ? loadDynamic().then((m) => m.prepare(project))
    : Promise.resolve();
}

export default function ConfirmationPage() {
  const { project, eventId, registrationId, registration, pwaLook, previewMode } = useShell();
  const search = new URLSearchParams(useSearch());
  const fullIds = (search.get('full') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const fullNames = fullEventNames(project.events, fullIds);
  const forcedOnline = search.get('forcedOnline') === '1';
  const onSite = isOnSite(registration?.on_site_viewer);
  // The words of the moment (issue 45): the calendar only before the start; live: watch now.
  const links = useCalendarLinks();
  const events = project.events.length ? project.events : [project.event];
  const moment = useNow(10_000, (now) => registrationMoment(events, registration?.SELECTED_EVENTS, now));

  const webApp = onSite || pwaLook;
  const target = webApp
    ? paths.personalLink(eventId, registrationId ?? '', true)
    : paths.personal(eventId, registrationId ?? '');
  const text =
    onSite && project.registration.onSiteConfirmationText
      ? project.registration.onSiteConfirmationText
      : project.registration.confirmationText;

  // Thanks once: the organiser's text, when there is one, speaks for itself (spec 1: the title says a mail was sent).
  const organiserText = Boolean(text?.replace(/<[^>]*>/g, '').trim());
  const watch = <WatchSection moment={moment} webApp={webApp} target={target} />;

  const Layout: Frame = usesDynamicPage(project.dynamicBlocks?.layout, previewMode)
    ? (DynamicConfirmation ?? LazyDynamic)
    : DesktopLayout;
  return (
    <Layout>
      <article className="confirmation">
        <section className="card">
          <h1>
            {organiserText ? (
              <Trans>We have sent you a confirmation e-mail.</Trans>
            ) : (
              <Trans>Thank you for registering! We have sent you a confirmation e-mail.</Trans>
            )}
          </h1>
          <p className="muted">{project.eventTitle}</p>
          <FullEventsMessage eventNames={fullNames} />
          {forcedOnline && (
            <p className="notice notice-warning" role="alert">
              <Trans>There was no on-site seat left, so you are registered to attend online.</Trans>
            </p>
          )}
          <SafeHtml html={text} />
        </section>
        {moment === 'live' && watch}
        {!project.hideCalendarInvite && links && calendarOfferedAt(moment) && (
          <section className="card" aria-labelledby="confirmation-calendar">
            <h2 id="confirmation-calendar">
              <Trans>Add to your calendar</Trans>
            </h2>
            <CalendarOptions links={links} />
          </section>
        )}
        {moment !== 'live' && watch}
      </article>
    </Layout>
  );
}
