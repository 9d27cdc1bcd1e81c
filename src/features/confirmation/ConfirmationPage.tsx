/**
 * /{event_id}/{registration_id}/registration-confirmation: a mail was sent; events that were
 * full; forced-online notice; the confirmation text; add-to-calendar; the way to the event.
 * In the dynamic layout (spec 1 section 2) the same content shows above the dynamic page's blocks.
 */
import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { isOnSite } from '../../domain/attendance';
import { SafeHtml } from '../../ui/SafeHtml';
import { CalendarOptions } from '../calendar/CalendarOptions';
import { useCalendarLinks } from '../calendar/calendarLinks';
import { FullEventsMessage, fullEventNames } from './FullEventsMessage';
import '../login/account.css';
import './confirmation.css';
import { paths } from '../../domain/paths';
import { calendarOffered } from '../../domain/calendar';
import { nowSeconds } from '../../domain/time';
import { usesDynamicPage } from '../../domain/formLayout';
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { Project } from '../../contract';

type Frame = ComponentType<{ children: ReactNode }>;
let DynamicConfirmation: Frame | undefined;
const loadDynamic = () => import('../dynamic-blocks/DynamicConfirmation').then((m) => { DynamicConfirmation = m.DynamicConfirmation; return m; });
const LazyDynamic = lazy(() => loadDynamic().then((m) => ({ default: m.DynamicConfirmation })));

/** Before the first paint: the dynamic page and its blocks, when the project uses it. */
export function prepare(project: Project): Promise<unknown> {
  return usesDynamicPage(project.dynamicBlocks?.layout, null) ? loadDynamic().then((m) => m.prepare(project)) : Promise.resolve();
}

export default function ConfirmationPage() {
  const { project, eventId, registrationId, registration, pwaLook, previewMode } = useShell();
  const search = new URLSearchParams(useSearch());
  const fullIds = (search.get('full') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const fullNames = fullEventNames(project.events, fullIds);
  const forcedOnline = search.get('forcedOnline') === '1';
  const onSite = isOnSite(registration?.on_site_viewer);
  // Links only while an event is to come (calendarLinks.ts); an ended event offers its replay.
  const links = useCalendarLinks();
  const ended = !calendarOffered(project.events.length ? project.events : [project.event], nowSeconds());

  const webApp = onSite || pwaLook;
  const target = webApp ? paths.personalLink(eventId, registrationId ?? '', true) : paths.personal(eventId, registrationId ?? '');
  const text = onSite && project.registration.onSiteConfirmationText
    ? project.registration.onSiteConfirmationText
    : project.registration.confirmationText;

  const Layout: Frame = usesDynamicPage(project.dynamicBlocks?.layout, previewMode) ? DynamicConfirmation ?? LazyDynamic : DesktopLayout;
  return (
    <Layout>
      <article className="confirmation">
        <section className="card">
          <h1><Trans>Thank you for registering! We have sent you a confirmation e-mail.</Trans></h1>
          <p className="muted">{project.eventTitle}</p>
          <FullEventsMessage eventNames={fullNames} />
          {forcedOnline && (
            <p className="notice notice-warning" role="alert">
              <Trans>There was no on-site seat left, so you are registered to attend online.</Trans>
            </p>
          )}
          <SafeHtml html={text} />
        </section>
        {!project.hideCalendarInvite && links && (
          <section className="card" aria-labelledby="confirmation-calendar">
            <h2 id="confirmation-calendar"><Trans>Add to your calendar</Trans></h2>
            <CalendarOptions links={links} />
          </section>
        )}
        <section className="card">
          <h2><Trans>How to watch</Trans></h2>
          {ended
            ? <p><Trans>The event has taken place. You watch the replay via your personal link, in the e-mail and behind the button below.</Trans></p>
            : webApp
              ? <p><Trans>Open the web app for the programme, handouts and the live stream. The link is also in your e-mail.</Trans></p>
              : <p><Trans>You watch the event via your personal link. You find it in the e-mail and behind the button below.</Trans></p>}
          <div className="actions">
            <Link className="button button-primary" href={target}>
              {webApp ? <Trans>Open the web app</Trans> : <Trans>Go to your personal event page</Trans>}
            </Link>
          </div>
        </section>
      </article>
    </Layout>
  );
}
