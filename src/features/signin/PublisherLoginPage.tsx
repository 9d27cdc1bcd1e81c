/**
 * /{event}/publisher-login: 'Redirecting to the publisher', and at once off to the provider's
 * authorize page with a fresh state and PKCE challenge.
 */
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShell } from '../../project/shellContext';
import { SigninStatus } from './SigninStatus';
import { startPublisherSignIn } from './publisherFlow';

export default function PublisherLoginPage() {
  const { eventId } = useShell();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const start = useCallback(() => {
    setFailed(false);
    startPublisherSignIn(eventId)
      // replace: going back from the provider must not land here and leave again.
      .then((url) => window.location.replace(url))
      .catch((error: unknown) => {
        console.error('Publisher sign-in could not start', error);
        setFailed(true);
      });
  }, [eventId]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  return (
    <SigninStatus
      title={<Trans>Redirecting to the publisher</Trans>}
      failure={failed && (
        <button type="button" className="signin-retry" onClick={start}>
          <Trans>The sign-in with the publisher could not start. Click here to retry.</Trans>
        </button>
      )}
    />
  );
}
