/**
 * The live connection's errors (spec 2 section 8) in the split layout of the main error display:
 * the first sentence is the title, the rest the text below it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveLibraryError } from '../../hooks/useLiveLibrary';

export function splitMessage(message: string): { title: string; rest: string } {
  const match = /^(.*?[.!?…])(\s+|$)(.*)$/s.exec(message.trim());
  if (!match) return { title: message.trim(), rest: '' };
  return { title: match[1], rest: match[3].trim() };
}

export function LiveError({ error }: { error: LiveLibraryError }) {
  const { t } = useLingui();
  const message =
    error === 'library'
      ? t`Unable to load LiveDirector library`
      : error === 'already-open'
        ? t`This unique viewing link is already open in a different browser. \
Close the page there, or keep watching in that browser.`
        : t`We can't connect you to your broadcast.`;
  const { title, rest } = splitMessage(message);
  return (
    <section className="live-error card" role="alert" data-error={error}>
      <h2>{title}</h2>
      {rest && <p>{rest}</p>}
      {error !== 'already-open' && (
        <p className="actions live-error-actions">
          <button type="button" className="button button-outline" onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
    </section>
  );
}
