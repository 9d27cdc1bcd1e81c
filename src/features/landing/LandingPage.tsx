/** /{event_id}: the event landing page with header (DECISIONS.md "Pages the spec leaves thin"). */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { DesktopLayout } from '../../app/layout/DesktopLayout';
import { useShell } from '../../app/project/shellContext';
import { SafeHtml } from '../../ui/SafeHtml';
import { EventMeta, EventStatus, ProgramList, SpeakerList } from '../event/EventParts';

export default function LandingPage() {
  const { project, eventId } = useShell();
  const base = `/${encodeURIComponent(eventId)}`;
  const open = project.registration.type === 'open';
  return (
    <DesktopLayout>
      <article className="landing">
        <section className="hero card">
          <h1>{project.eventTitle}</h1>
          <EventMeta project={project} event={project.event} />
          <EventStatus event={project.event} />
          <div className="actions">
            <Link className="button button-primary" href={open ? `${base}/join` : `${base}/registration`}>
              {open ? <Trans>Join the event</Trans> : <Trans>Register</Trans>}
            </Link>
            {!open && (
              <Link className="button button-link" href={`${base}/login`}>
                <Trans>Already registered? Log in</Trans>
              </Link>
            )}
          </div>
        </section>
        <SafeHtml html={project.registration.introductionText} className="card" as="section" />
        {(project.topics?.length || project.projectType === 'multiSession') ? (
          <section className="card">
            <h2>{project.projectType === 'multiSession' ? <Trans>Agenda</Trans> : <Trans>Program</Trans>}</h2>
            <ProgramList project={project} />
          </section>
        ) : null}
        {project.speakers?.length ? (
          <section className="card">
            <h2><Trans>Speakers</Trans></h2>
            <SpeakerList project={project} />
          </section>
        ) : null}
      </article>
    </DesktopLayout>
  );
}
