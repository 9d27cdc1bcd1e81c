/**
 * /{event_id}/{registration_id}/olr83ee2, the mailed personal link (SHELL-06/07): it skips the
 * on-demand redirect. Where the personal event page would not redirect, it replaces itself with
 * that page (keeping the query, so ?pwa=true survives); where it would (an on-demand project),
 * it shows the personal page itself, so the mailed link never ends on the replay.
 * /personal-link redirects to it.
 */
import { Redirect, useLocation } from 'wouter';
import { projectOnDemandRedirect } from '../../domain/onDemandRedirect';
import { paths } from '../../domain/paths';
import { nowSeconds } from '../../domain/time';
import { useShell } from '../../project/shellContext';
import EventPage from './EventPage';

export default function PersonalLinkPage() {
  const { project, eventId, registrationId, previewMode } = useShell();
  const [location] = useLocation();
  const id = registrationId ?? '';
  const search = window.location.search;
  if (location.endsWith('/personal-link'))
    return <Redirect to={`${paths.personalLink(eventId, id)}${search}`} replace />;
  const wouldRedirect = projectOnDemandRedirect(project, 'event', registrationId, Boolean(previewMode), nowSeconds());
  if (!wouldRedirect) return <Redirect to={`${paths.personal(eventId, id)}${search}`} replace />;
  return <EventPage />;
}
