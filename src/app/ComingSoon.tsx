import { Trans } from '@lingui/react/macro';

/** A route that exists but whose screen is not built yet says so plainly. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <main className="centered-page" id="main">
      <h1><Trans>This page is not available yet</Trans></h1>
      <p><Trans>We are still building this part of the event app ({name}).</Trans></p>
    </main>
  );
}
