/**
 * The verdict of the last scan, large enough to read at arm's length: green welcome (name and
 * sessions), amber already checked in (when, at which door), red refused (why). A polite live
 * region, so a screen reader hears each verdict; the colour is never the only sign (word and icon).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DoorEntry } from '../../contract/checkIn';
import type { RedReason } from '../../domain/checkIn';
import type { ScanResult } from './useDoorScans';

function RedText({ reason, room }: { reason: RedReason; room: boolean }) {
  if (reason === 'unknown' && room) return <Trans>Not registered for this session.</Trans>;
  switch (reason) {
    case 'unreadable':
      return <Trans>This is not a ticket code.</Trans>;
    case 'unknown':
      return <Trans>Not a ticket of this event.</Trans>;
    case 'unregistered':
      return <Trans>This registration was cancelled.</Trans>;
    case 'online':
      return <Trans>Registered to watch online, not on site. Let them in only if a seat is free.</Trans>;
  }
}

function AlreadyAt({ at, door }: { at: string; door: string }) {
  return (
    <p>
      <Trans>
        At {at}, {door}
      </Trans>
    </p>
  );
}

/** Beside the colour and the word: a sign that reads without either. */
const MARKS = { green: '✓', amber: '!', red: '✕' } as const;

/** `letIn`: what the door offers an online registration (a button taking a free seat), if anything. */
interface Props {
  result: ScanResult | null;
  /** A room's door: a ticket not on its list is not registered for its session. */
  room?: boolean;
  letIn?(entry: DoorEntry): ReactNode;
}

export function ScanResultPanel({ result, room = false, letIn }: Props) {
  const { t, i18n } = useLingui();
  let body: ReactNode = (
    <p className="door-result-idle">
      <Trans>Scan a ticket, or find a name below.</Trans>
    </p>
  );
  if (result) {
    const { verdict } = result;
    const entry = 'entry' in verdict ? verdict.entry : undefined;
    body = (
      <div key={result.id} className="door-result-body">
        <p className="door-result-word">
          <span className="door-result-mark" aria-hidden="true">
            {MARKS[verdict.colour]}
          </span>
          {verdict.colour === 'green' && <Trans>Welcome</Trans>}
          {verdict.colour === 'amber' && <Trans>Already checked in</Trans>}
          {verdict.colour === 'red' && <Trans>Not admitted</Trans>}
        </p>
        {entry && <p className="door-result-name">{entry.name}</p>}
        {verdict.colour === 'amber' && (
          <AlreadyAt at={i18n.date(verdict.checkedIn.at, { timeStyle: 'short' })} door={verdict.checkedIn.door} />
        )}
        {verdict.colour === 'red' && (
          <p>
            <RedText reason={verdict.reason} room={room} />
          </p>
        )}
        {verdict.colour === 'red' && verdict.reason === 'online' && entry && letIn?.(entry)}
        {entry && entry.sessions.length > 0 && verdict.colour !== 'red' && (
          <p className="door-result-sessions">{entry.sessions.join(', ')}</p>
        )}
      </div>
    );
  }
  return (
    <section
      className="door-result"
      data-colour={result?.verdict.colour ?? 'idle'}
      data-scan={result?.id ?? 0}
      aria-live="polite"
      aria-label={t`Scan result`}
      data-testid="door-result"
    >
      {body}
    </section>
  );
}
