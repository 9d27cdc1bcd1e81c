/**
 * The form side: logo, title, professional-network sign-in, notices and the form itself, or,
 * when an earlier visit's registration was sent from the offline outbox, that news instead.
 */
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { config } from '../../config';
import { linkedinSignInOffered, publisherSignInOffered } from '../../domain/formLayout';
import { paths } from '../../domain/paths';
import { useShell } from '../../project/shellContext';
import { OutboxNotice } from './rareParts';
import { clearLoginFailed, peekLoginFailed } from './prefill';
import { RegistrationForm } from './RegistrationForm';
import { preloadable } from '../../ui/preloadable';
import { useEarlierRegistration } from './useEarlierRegistration';

/** Only projects with showLinkedin download the button and its OAuth state helpers (RegistrationPage's prepare). */
export const LinkedinButton = preloadable(() => import('../signin/LinkedinButton').then((m) => m.LinkedinButton));

export function FormPanel({ headingLevel = 1, showLogo = true }: { headingLevel?: 1 | 2; showLogo?: boolean }) {
  const { project, eventId } = useShell();
  const query = new URLSearchParams(useSearch());
  const [loginFailed] = useState(peekLoginFailed);
  const { earlier, dismissEarlier } = useEarlierRegistration(eventId);
  const formShown = earlier?.kind !== 'sent' && earlier?.kind !== 'pending';
  useEffect(clearLoginFailed, []);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // A provider the deployment has not configured offers no button; the form is the way in then.
  const publisher = publisherSignInOffered(project.registration.type, config);
  const linkedin = linkedinSignInOffered(project.registration.showLinkedin, config);
  const logo = project.style?.logoUrl;
  // The logo's height is set before it loads (registration.css), so a server-rendered page does not shift.
  const customHeight = project.style?.customLogoHeightRegistrationPage
    ? `${project.style.customLogoHeightRegistrationPage}px`
    : undefined;
  const customWidth = project.style?.customLogoWidthInPercentRegistrationPage
    ? `${project.style.customLogoWidthInPercentRegistrationPage}%`
    : undefined;
  const logoStyle = { maxHeight: customHeight, height: customWidth ? 'auto' : customHeight, width: customWidth };
  return (
    <div className="form-panel">
      {showLogo && logo && <img className="form-logo" src={logo} alt={project.companyName} style={logoStyle} />}
      <Heading className="form-title">{project.eventTitle}</Heading>
      {loginFailed && (
        <p className="notice notice-warning" role="status">
          <Trans>Signing in did not work. Please register here.</Trans>
        </p>
      )}
      {query.get('ondemand') === 'true' && (
        <p className="notice" role="status">
          <Trans>Register to get access to the on-demand recording of this event.</Trans>
        </p>
      )}
      {linkedin && (
        <div className="linkedin-slot">
          <LinkedinButton eventId={eventId} />
        </div>
      )}
      {publisher && (
        <div className="publisher-signin" data-testid="publisher-signin">
          <p>
            <Trans>You register for this event with your publisher account.</Trans>
          </p>
          <Link className="button button-primary" href={paths.publisherLogin(eventId)}>
            <Trans>Register with your publisher account</Trans>
          </Link>
        </div>
      )}
      {/* Loaded before `earlier` is set (rareParts.ts); the boundary only for a chunk that could not load. */}
      {earlier && (
        <Suspense fallback={null}>
          <OutboxNotice earlier={earlier} onDismiss={dismissEarlier} />
        </Suspense>
      )}
      {/* The form stays the way in when the publisher sign-in failed (spec 1 section 4). */}
      {formShown && (!publisher || loginFailed) && <RegistrationForm />}
    </div>
  );
}
