/** /{event_id}: the event landing page with header (DECISIONS.md "Pages the spec leaves thin"). */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { SafeHtml } from '../../ui/SafeHtml';
import { EventMeta, EventStatus } from '../event-info/EventParts';
import { ProgramAndSpeakers } from '../event-info/ProgramAndSpeakers';
import { paths } from '../../domain/paths';
import { usesDynamicPage } from '../../domain/formLayout';
import type { Project } from '../../contract';
import { preloadable } from '../../ui/preloadable';

// The dynamic event page (and each block kind it uses) loads only for projects that have one.
const DynamicLanding = preloadable(() => import('../dynamic-blocks/DynamicLanding').then((m) => m.DynamicLanding));

/** Before the first paint: the dynamic page and its blocks' modules, when the project has one. */
export function prepare(project: Project): Promise<unknown> {
  if (!usesDynamicPage(project.dynamicBlocks?.layout, null)) return Promise.resolve();
  return Promise.all([DynamicLanding.preload(), import('../dynamic-blocks/DynamicLanding').then((m) => m.prepare(project))]);
}

export default function LandingPage() {
  const { project, eventId, previewMode } = useShell();
  if (usesDynamicPage(project.dynamicBlocks?.layout, previewMode)) return <DynamicLanding />;
  const open = project.registration.type === 'open';
  return (
    <DesktopLayout>
      <article className="landing">
        <section className="hero card">
          <h1>{project.eventTitle}</h1>
          <EventMeta project={project} event={project.event} />
          <EventStatus event={project.event} />
          <div className="actions">
            <Link className="button button-primary" href={open ? paths.join(eventId) : paths.registration(eventId)}>
              {open ? <Trans>Join the event</Trans> : <Trans>Register</Trans>}
            </Link>
            {!open && (
              <Link className="button button-link" href={paths.login(eventId)}>
                <Trans>Already registered? Log in</Trans>
              </Link>
            )}
          </div>
        </section>
        <SafeHtml html={project.registration.introductionText} className="card" as="section" />
        <ProgramAndSpeakers project={project} sectionClassName="card" />
      </article>
    </DesktopLayout>
  );
}
