/**
 * The on-site ticket (issue 49): the QR code of the registration's check-in code (never the
 * personal link), the name, the event, the sessions and the venue, with a hint to turn up the
 * brightness. Loaded lazily where it is shown (the personal pages are at their budget); the
 * service worker keeps the ticket's answer and this chunk, so it opens offline after one visit.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { toString as qrSvg } from 'qrcode';
import { type ReactNode, useEffect, useState } from 'react';
import { checkInApi } from '../../api/checkIn';
import type { Ticket } from '../../contract/checkIn';
import { TICKET_QR } from '../../domain/checkIn';
import { useShell } from '../../project/shellContext';
import { Card } from '../../ui/Card';
import './ticket.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; ticket: Ticket; svg: string };

/**
 * The ticket, read again when the attendee comes back to the page (from the door's scan, say) until
 * it says checked in: no polling while the page is in a pocket.
 */
function useTicket(projectId: string, registrationId: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [reads, setReads] = useState(0);
  const checkedIn = loaded.state === 'ready' && Boolean(loaded.ticket.checkedIn);
  useEffect(() => {
    if (checkedIn) return;
    const again = () => document.visibilityState === 'visible' && setReads((n) => n + 1);
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, [checkedIn]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` is the trigger of a new read.
  useEffect(() => {
    const abort = new AbortController();
    checkInApi
      .ticket(projectId, registrationId, abort.signal)
      .then(async (ticket) => ({ ticket, svg: await qrSvg(ticket.code, { type: 'svg', ...TICKET_QR }) }))
      .then(
        ({ ticket, svg }) => setLoaded({ state: 'ready', ticket, svg }),
        // A failed read again keeps what was shown.
        () => !abort.signal.aborted && setLoaded((shown) => (shown.state === 'ready' ? shown : { state: 'failed' })),
      );
    return () => abort.abort();
  }, [projectId, registrationId, reads]);
  return loaded;
}

function CheckedIn({ at, door }: { at: string; door: string }) {
  return (
    <p className="ticket-checked" role="status">
      <Trans>
        Checked in at {at} ({door})
      </Trans>
    </p>
  );
}

/** `level`: 1 on the ticket's own page, 2 in the web-app home; `children` end the card (the page's link). */
export function TicketCard({ level = 2, children }: { level?: 1 | 2; children?: ReactNode }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const { t, i18n } = useLingui();
  const { project, registrationId, registration } = useShell();
  const loaded = useTicket(project._id, registrationId ?? '');
  const events = project.events.length ? project.events : [project.event];
  const chosen = registration?.SELECTED_EVENTS ?? [];
  const sessions = events.filter((e) => chosen.includes(e._id)).map((e) => e.name);
  const address = project.location?.formattedAddress;
  const name = `${registration?.first_name ?? ''} ${registration?.last_name ?? ''}`.trim();
  return (
    <Card as="section" className="ticket" aria-labelledby="ticket-title" data-testid="ticket">
      <Heading id="ticket-title">
        <Trans>Your ticket</Trans>
      </Heading>
      {loaded.state === 'ready' ? (
        <>
          {/* The QR library's SVG of the server's check-in code: no visitor text in it. */}
          <div
            className="ticket-qr"
            role="img"
            aria-label={t`QR code of your ticket`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the QR library's SVG of the server's code
            dangerouslySetInnerHTML={{ __html: loaded.svg }}
          />
          {loaded.ticket.checkedIn ? (
            <CheckedIn
              at={i18n.date(loaded.ticket.checkedIn.at, { timeStyle: 'short' })}
              door={loaded.ticket.checkedIn.door}
            />
          ) : (
            <p className="ticket-hint">
              <Trans>Show this code at the door. Turn up your screen's brightness so it scans at once.</Trans>
            </p>
          )}
        </>
      ) : (
        <p className="ticket-qr-empty" role="status">
          {loaded.state === 'loading' ? (
            <Trans>Loading your ticket…</Trans>
          ) : (
            <Trans>Your ticket could not be loaded. Open this page once with a connection to keep it offline.</Trans>
          )}
        </p>
      )}
      <dl className="ticket-facts">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd data-testid="ticket-name">{name}</dd>
        <dt>
          <Trans>Event</Trans>
        </dt>
        <dd>{project.eventTitle}</dd>
        {sessions.length > 0 && (
          <>
            <dt>
              <Trans>Sessions</Trans>
            </dt>
            <dd>{sessions.join(', ')}</dd>
          </>
        )}
        {address && (
          <>
            <dt>
              <Trans>Venue</Trans>
            </dt>
            <dd>{address}</dd>
          </>
        )}
      </dl>
      {children}
    </Card>
  );
}
