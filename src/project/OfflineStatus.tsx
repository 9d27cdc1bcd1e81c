/**
 * The header's offline corner, in both layouts: "Last updated: 5 minutes ago" while the page
 * shows a kept copy of the project or registration, and 'Waiting to be sent: 2' while the
 * visitor's own requests wait in the outbox (analytics are not counted: they are not theirs).
 * Offline it is one compact line, "Offline · Waiting to be sent: 2 · Last updated 14:05", in
 * place of the app's offline bar (issue 29: two stacked banners took a third of a phone).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatAge } from '../domain/freshness';
import { INTL_TAG } from '../i18n/activate';
import type { Locale } from '../contract';
import { useNow } from '../hooks/useNow';
import { useOnline } from '../pwa/pwaAtoms';
import { useOldestStoredAt } from '../state/freshness';
import { outboxInUse, useOutboxVersion, useWaitingCount } from '../state/outboxSignals';
import { OutboxSent } from './OutboxSent';
import { useOptionalShell } from './shellContext';
import './offlineStatus.css';

// What the server refused of the visitor's offline requests: its words load only when the outbox
// holds something (issue 47), which most visits never see. Loaded here, not by React.lazy: a
// load that fails offline must not throw into the page; the next outbox change tries again.
type RefusalsView = typeof import('./OutboxRefusals').OutboxRefusals;

function Refusals() {
  const version = useOutboxVersion();
  const [View, setView] = useState<RefusalsView | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies(version): each outbox change may have kept a refusal
  useEffect(() => {
    if (View) return;
    let cancelled = false;
    outboxInUse()
      .then((found) => (found ? import('./OutboxRefusals') : null))
      .then(
        (loaded) => {
          if (!cancelled && loaded) setView(() => loaded.OutboxRefusals);
        },
        () => {},
      );
    return () => {
      cancelled = true;
    };
  }, [version, View]);
  return View ? <View /> : null;
}

/** The age is re-worded this often; its words change at most once a minute after the first. */
const AGE_TICK_MS = 15_000;

export function OfflineStatus() {
  const shell = useOptionalShell();
  const storedAt = useOldestStoredAt(shell?.dataKeys ?? []);
  const waiting = useWaitingCount();
  const online = useOnline();
  // OutboxSent first in both: it stays mounted (its live region too) as the network comes back.
  if (!online)
    return (
      <div className="offline-status">
        <OutboxSent />
        <OfflineLine storedAt={storedAt} waiting={waiting} />
        <Refusals />
      </div>
    );
  return (
    <div className="offline-status">
      <OutboxSent />
      {storedAt !== undefined && <LastUpdated storedAt={storedAt} />}
      {waiting > 0 && (
        <p className="offline-status__waiting" role="status">
          <span className="offline-status__chip">
            <Trans>Waiting to be sent: {waiting}</Trans>
          </span>
        </p>
      )}
      <Refusals />
    </div>
  );
}

function LastUpdated({ storedAt }: { storedAt: number }) {
  const { i18n, t } = useLingui();
  const nowSeconds = useNow(AGE_TICK_MS);
  const tag = INTL_TAG[i18n.locale as Locale] ?? 'en-GB';
  const age = formatAge(storedAt, nowSeconds * 1000, tag);
  const exact =
    storedAt > 0
      ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(storedAt)
      : undefined;
  return (
    <span className="offline-status__age" title={exact}>
      {t`Last updated: ${age}`}
    </span>
  );
}

/** Offline: what the visitor needs in one line. */
function OfflineLine({ storedAt, waiting }: { storedAt: number | undefined; waiting: number }) {
  return (
    <div className="offline-line" role="status" data-testid="offline-line">
      <span className="offline-line__part offline-line__state">
        <Trans>Offline</Trans>
      </span>
      {waiting > 0 && (
        <span className="offline-line__part">
          <Trans>Waiting to be sent: {waiting}</Trans>
        </span>
      )}
      {storedAt !== undefined && (
        <span className="offline-line__part">
          <LastUpdated storedAt={storedAt} />
        </span>
      )}
    </div>
  );
}
