/**
 * "My events" (issue 28): the home of a browser without an event in its address (`/`). It lists
 * the personal links this browser has used, the most recent first, whenever it knows one; else it
 * goes to the event this tab showed last, or says how to open a link from the confirmation mail.
 * Never a 404. The links come from this browser's own storage.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { paths } from '../../domain/paths';
import { INTL_TAG } from '../../i18n/activate';
import type { Locale } from '../../contract';
import { setManifestLink } from '../../pwa/manifestLink';
import { knownLinks, type KnownLink } from '../../state/knownLinks';
import { Loader } from '../../ui/Loader';
import './myEvents.css';

function useKnownLinks(): KnownLink[] | undefined {
  const [links, setLinks] = useState<KnownLink[]>();
  useEffect(() => {
    let current = true;
    void knownLinks().then((found) => {
      if (current) setLinks(found);
    });
    return () => {
      current = false;
    };
  }, []);
  return links;
}

/** `lastEventId`: the event this tab showed last, opened when the browser knows no link. */
export default function MyEventsPage({ lastEventId }: { lastEventId?: string | null }) {
  const { t, i18n } = useLingui();
  const links = useKnownLinks();
  const title = t`My events`;
  useEffect(() => {
    document.title = title;
    setManifestLink(null); // the app of every event this browser knows
  }, [title]);
  if (links?.length === 0 && lastEventId) return <Redirect to={paths.landing(lastEventId)} replace />;
  const when = new Intl.DateTimeFormat(INTL_TAG[i18n.locale as Locale] ?? 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <main className="my-events" id="main">
      <h1>{title}</h1>
      {links === undefined && <Loader />}
      {links && links.length > 0 && (
        <ul className="my-events__list">
          {links.map((link) => (
            <li key={`${link.eventId}/${link.registrationId}`}>
              <Link href={link.path} className="card my-events__link">
                <span className="my-events__text">
                  <strong className="my-events__title">{link.title}</strong>
                  {link.name && <span>{link.name}</span>}
                  <span className="muted">
                    <Trans>Last opened {when.format(link.usedAt)}</Trans>
                  </span>
                </span>
                <svg
                  className="my-events__chevron"
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M9 6l6 6-6 6" />
                </svg>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {links && links.length === 0 && (
        <div className="card my-events__empty">
          <p>
            <Trans>No events on this device yet.</Trans>
          </p>
          <p>
            <Trans>
              Open the personal link from the confirmation e-mail you received when you registered. This app then
              remembers your event and opens it here, also without an internet connection.
            </Trans>
          </p>
        </div>
      )}
      <p className="muted my-events__note">
        <Trans>Your personal links are kept on this device only.</Trans>
      </p>
    </main>
  );
}
