/** /{event_id}: the event landing page with header (DECISIONS.md "Pages the spec leaves thin"). */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { SafeHtml } from '../../ui/SafeHtml';
import { EventMeta, EventStatus } from '../event-info/EventParts';
import { ProgramAndSpeakers } from '../event-info/ProgramAndSpeakers';
import { paths } from '../../domain/paths';
import type { Project } from '../../contract';
import { lazy, type ComponentType } from 'react';

// The dynamic event page (and each block kind it uses) loads only for projects that have one.
let DynamicLanding: ComponentType | undefined;
const loadDynamic = () =>
  import('../dynamic-blocks/DynamicLanding').then((m) => {
    DynamicLanding = m.DynamicLanding;
    return m;
  });
const LazyDynamicLanding = lazy(() => loadDynamic().then((m) => ({ default: m.DynamicLanding })));

/** DECISIONS.md: the dynamic event page when `dynamicBlocks.layout` is set and not 'basic'. */
const isDynamic = (project: Project) =>
  Boolean(project.dynamicBlocks?.layout && project.dynamicBlocks.layout !== 'basic');

/** Before the first paint: the dynamic page and its blocks' modules, when the project has one. */
export function prepare(project: Project): Promise<unknown> {
  if (!isDynamic(project)) return Promise.resolve();
  return loadDynamic().then((m) => m.prepare(project));
}

export default function LandingPage() {
  const { project, eventId } = useShell();
  if (isDynamic(project)) {
    const Dynamic = DynamicLanding ?? LazyDynamicLanding;
    return <Dynamic />;
  }
  const open = project.registration.type === 'open';
  return (
    <DesktopLayout>
      <article className="landing">
        <section className="hero card">
          <h1>{project.eventTitle}</h1>
          <EventMeta project={project} event={project.event} />
          <EventStatus event={project.event} project={project} />
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
