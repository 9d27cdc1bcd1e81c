/**
 * /{event}/publisher-login: 'Redirecting to the publisher', and at once off to the provider's
 * authorize page with a fresh state and PKCE challenge. A deployment without the publisher's
 * sign-in sends the visitor to the registration form instead (an old link or bookmark).
 */
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { config } from '../../config';
import { registrationPath } from '../../domain/oauthState';
import { useShell } from '../../project/shellContext';
import { SigninStatus } from './SigninStatus';
import { startPublisherSignIn } from './publisherFlow';

export default function PublisherLoginPage() {
  const { eventId } = useShell();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const [, navigate] = useLocation();

  const start = useCallback(() => {
    if (config.publisher === null) return navigate(registrationPath(eventId), { replace: true });
    setFailed(false);
    startPublisherSignIn(eventId)
      // replace: going back from the provider must not land here and leave again.
      .then((url) => window.location.replace(url))
      .catch((error: unknown) => {
        console.error('Publisher sign-in could not start', error);
        setFailed(true);
      });
  }, [eventId, navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  return (
    <SigninStatus
      title={<Trans>Redirecting to the publisher</Trans>}
      failure={
        failed && (
          <button type="button" className="signin-retry" onClick={start}>
            <Trans>The sign-in with the publisher could not start. Click here to retry.</Trans>
          </button>
        )
      }
    />
  );
}
