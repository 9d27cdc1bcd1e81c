import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';

/** The 404 page (spec 1 section 2). */
export function NotFound() {
  useEffect(() => {
    document.title = '404';
  }, []);
  return (
    <main className="centered-page" id="main">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>We're sorry! We don't have that.</Trans>
      </h1>
    </main>
  );
}
