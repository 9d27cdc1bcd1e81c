import { Trans } from '@lingui/react/macro';

/** The page-wide loader shown until project and registration are loaded. */
export function Loader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
