import { Trans } from '@lingui/react/macro';
import { ApiError } from '../api/http';

/** A load that failed for another reason than "not found": say so and offer a retry. */
export function LoadError({ error }: { error: unknown }) {
  const offline = error instanceof ApiError && error.isNetwork;
  return (
    <main className="centered-page" id="main" role="alert">
      <h1>{offline ? <Trans>You are offline</Trans> : <Trans>This page could not be loaded</Trans>}</h1>
      <p>
        {offline ? (
          <Trans>
            This page has not been opened on this device before, so there is no offline copy yet. Connect to the
            internet and try again.
          </Trans>
        ) : (
          <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
        )}
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}
