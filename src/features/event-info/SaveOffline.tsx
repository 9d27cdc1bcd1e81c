/**
 * 'Save for offline' for web-app users (issue 13): every handout into the worker's cache, a
 * progress bar while it runs, and which ones are kept (also those opened before).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { save, savedUrls, type SaveError } from '../../state/offlineHandouts';

export interface OfflineHandouts {
  saved: ReadonlySet<string>;
  saving: { done: number; total: number } | null;
  error: SaveError | null;
  start: () => void;
}

export function useOfflineHandouts(urls: readonly string[]): OfflineHandouts {
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState<OfflineHandouts['saving']>(null);
  const [error, setError] = useState<SaveError | null>(null);
  const key = urls.join('\n');
  useEffect(() => {
    let live = true;
    savedUrls(key ? key.split('\n') : []).then(
      (found) => live && setSaved(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key]);
  const start = useCallback(() => {
    const list = key ? key.split('\n') : [];
    setError(null);
    setSaving({ done: 0, total: list.length });
    void save(list, (done, url) => {
      setSaving({ done, total: list.length });
      setSaved((before) => new Set(before).add(url));
    }).then((failure) => {
      setError(failure);
      setSaving(null);
    });
  }, [key]);
  return { saved, saving, error, start };
}

export function SaveOfflineButton({ state }: { state: OfflineHandouts }) {
  const { t } = useLingui();
  const { saving, error, start } = state;
  return (
    <div className="handout-offline">
      <button type="button" className="button button-primary" onClick={start} disabled={saving !== null}>
        <Trans>Save for offline</Trans>
      </button>
      <div aria-live="polite">
        {saving && (
          <p className="handout-offline__progress">
            <progress max={saving.total} value={saving.done} aria-label={t`Saving handouts`} />{' '}
            <Trans>
              {saving.done} of {saving.total}
            </Trans>
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="field-error">
          <SaveErrorText error={error} />
        </p>
      )}
    </div>
  );
}

function SaveErrorText({ error }: { error: SaveError }) {
  if (error === 'quota')
    return (
      <Trans>
        There is not enough storage space on this device to save the handouts. Free up some space and try again.
      </Trans>
    );
  if (error === 'unsupported') return <Trans>This browser cannot save handouts for offline use.</Trans>;
  return <Trans>The handouts could not be saved. Check your connection and try again.</Trans>;
}
