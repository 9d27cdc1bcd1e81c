/**
 * /{event}/cas-callback: the publisher's answer. Checks code and state (alerts otherwise), then
 * token, profile and registration, and on to the personal event page. A failed step shows the
 * 'Please wait' placeholder with a retry link, or, for projects with an alternate e-learning
 * link that are not the international variant, returns to registration with the login-failed
 * marker (spec 1 sections 4 and 8).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useShell } from '../../project/shellContext';
import {
  checkCallback,
  marksLoginFailed,
  publisherLoginPath,
  registrationPath,
  type SsoRegistrationBody,
} from '../../domain/oauthState';
import { LinkMailedMessage } from '../login/LinkMailed';
import { SigninStatus } from './SigninStatus';
import { registerSignedIn, requestAccessToken, requestRegistrationBody, type PublisherStep } from './publisherFlow';
import { signinStorage } from './signinStorage';
import { paths } from '../../domain/paths';

type Phase = { kind: 'working'; step: PublisherStep } | { kind: 'failed'; step: PublisherStep } | { kind: 'mailed' };

export default function CasCallbackPage() {
  const { project, eventId } = useShell();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: 'working', step: 'token' });
  // Kept in memory only: what a retry of the profile or registration step needs.
  const memory = useRef<{ accessToken?: string; body?: SsoRegistrationBody }>({});
  const started = useRef(false);

  const toRegistration = useCallback(() => {
    if (marksLoginFailed(project)) signinStorage.markLoginFailed();
    navigate(registrationPath(eventId), { replace: true });
  }, [project, eventId, navigate]);

  const run = useCallback(
    async (from: PublisherStep, code?: string, verifier?: string) => {
      let step = from;
      try {
        if (step === 'token') {
          setPhase({ kind: 'working', step });
          memory.current.accessToken = await requestAccessToken(eventId, code ?? '', verifier ?? '');
          step = 'profile';
        }
        if (step === 'profile') {
          setPhase({ kind: 'working', step });
          memory.current.body = await requestRegistrationBody(project, eventId, memory.current.accessToken ?? '');
          step = 'register';
        }
        setPhase({ kind: 'working', step });
        const registrationId = await registerSignedIn(memory.current.body!, memory.current.accessToken ?? '');
        if (registrationId) navigate(paths.personal(eventId, registrationId), { replace: true });
        else setPhase({ kind: 'mailed' });
      } catch (error) {
        console.error(`Publisher sign-in: the ${step} step failed`, error);
        if (marksLoginFailed(project)) toRegistration();
        else setPhase({ kind: 'failed', step });
      }
    },
    [eventId, project, navigate, toRegistration],
  );

  useEffect(() => {
    // The code is single use and the secrets are taken once: one run per page.
    if (started.current) return;
    started.current = true;
    const { state, verifier } = signinStorage.takePublisherSecrets();
    const check = checkCallback(new URLSearchParams(window.location.search), state);
    if (!check.ok) {
      window.alert(check.reason === 'mismatch' ? t`failed to log in!` : t`failed to log in.`);
      if (check.reason === 'mismatch') console.error('Publisher sign-in: the state does not match; not signing in.');
      toRegistration();
      return;
    }
    void run('token', check.code, verifier ?? '');
  }, [run, t, toRegistration]);

  if (phase.kind === 'mailed') return <SigninStatus title={<LinkMailedMessage />} />;
  if (phase.kind === 'working') {
    return (
      <SigninStatus title={phase.step === 'token' ? <Trans>Requesting token</Trans> : <Trans>Please wait</Trans>} />
    );
  }

  const retry = (step: PublisherStep) => () => void run(step);
  let failure: ReactNode;
  if (phase.step === 'token' || (phase.step === 'profile' && !memory.current.accessToken)) {
    // Codes are single use: a new attempt starts over at the provider.
    failure = (
      <Link href={publisherLoginPath(eventId)} className="signin-retry">
        {phase.step === 'token' ? (
          <Trans>Requesting accessToken failed. Click here to retry.</Trans>
        ) : (
          <Trans>Requesting profile failed. Click here to retry.</Trans>
        )}
      </Link>
    );
  } else if (phase.step === 'profile') {
    failure = (
      <button type="button" className="signin-retry" onClick={retry('profile')}>
        <Trans>Requesting profile failed. Click here to retry.</Trans>
      </button>
    );
  } else {
    failure = (
      <button type="button" className="signin-retry" onClick={retry('register')}>
        <Trans>Registration failed. Click here to retry.</Trans>
      </button>
    );
  }
  return <SigninStatus title={<Trans>Please wait</Trans>} failure={failure} />;
}
