/**
 * Loads the project and the registration of a route, then shows the page: a loader until both
 * finished, the not-found page for an unknown project, the on-demand redirect, and the head,
 * theme and layout choices of the project.
 */
import { lazy, Suspense, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { atCurrentSession } from '../domain/agenda';
import { OPEN_REGISTRATION_ID } from '../domain/ids';
import { projectOnDemandRedirect } from '../domain/onDemandRedirect';
import { isPwaLook } from '../domain/pwaLook';
import { nowSeconds } from '../domain/time';
import { sessionStore } from '../state/browserStorage';
import { SESSION } from '../state/storageKeys';
import { appStore } from '../state/jotai';
import { pwaLookAtom } from '../project/layoutAtoms';
import { HashDialogs } from '../project/support/HashDialogs';
import type { AppRoute } from './routeTable';
import { Loader } from '../ui/Loader';
import { NotFound } from './NotFound';
import { LoadError } from './LoadError';
import {
  isNotFound,
  projectQueryKey,
  refreshProject,
  registrationQueryKey,
  useProjectQuery,
  useRegistrationQuery,
} from '../project/projectQueries';
import { useRefreshWhenOnline } from '../project/useRefreshWhenOnline';
import { useWarmOffline } from '../project/useWarmOffline';
import { routeLookupId, routeProjectSource, type RouteParams } from './routeMatch';
import { ShellContext, type Shell } from '../project/shellContext';
import { useProjectHead } from '../project/useProjectHead';
import { useProjectLocale } from '../project/useProjectLocale';
import { useRememberVisit } from '../project/useRememberVisit';
import { useRememberPersonalLink } from '../project/useRememberPersonalLink';
import { useManifestLink } from '../pwa/manifestLink';
import { paths } from '../domain/paths';

interface Props {
  route: AppRoute;
  params: RouteParams;
  children: ReactNode;
}

// Multi-session personal pages: auto-navigation to the next session (loads only there).
const MultiSessionNavigation = lazy(() => import('../features/agenda/MultiSessionNavigation'));
// The ended session's evaluation and call-to-action, kept in reach around auto-navigation.
const LiveButtons = lazy(() => import('../features/live/LiveButtons').then((m) => ({ default: m.LiveButtons })));

export function ProjectShell({ route, params, children }: Props) {
  const source = routeProjectSource(route, params);
  const projectQuery = useProjectQuery(source);
  const loaded = projectQuery.status === 'success' ? projectQuery.data : undefined;

  const routeRegistrationId = params.registrationId ?? null;
  const isOpenId = routeRegistrationId === OPEN_REGISTRATION_ID;
  const lookupId = routeLookupId(params);
  const registrationQuery = useRegistrationQuery(loaded?._id, lookupId);

  const search = new URLSearchParams(useSearch());
  const previewMode = search.get('previewMode');
  const pwaQuery = search.has('pwa');

  const registration = registrationQuery.status === 'success' ? registrationQuery.data : null;
  // The personal event page of a multi-session visitor shows their current session.
  const selected = route.page === 'event' ? registration?.SELECTED_EVENTS : undefined;
  const project = useMemo(() => loaded && atCurrentSession(loaded, selected, nowSeconds()), [loaded, selected]);
  // `source` follows the route params, which `project` (loaded from them) already stands for.
  // biome-ignore lint/correctness/useExhaustiveDependencies(source): see above
  const shell = useMemo<Shell | null>(() => {
    if (!project) return null;
    const pwaLook =
      isPwaLook({
        projectType: project.projectType,
        registrationType: project.registration.type,
        pwaQuery,
        pwaSessionFlag: sessionStore.get(SESSION.pwa) === 'true',
        onSiteViewer: registration?.on_site_viewer,
        hasRegistration: Boolean(registration && !registration.unregistered),
      }) || previewMode === 'on-site';
    return {
      project,
      eventId: project.event._id,
      registrationId: isOpenId ? OPEN_REGISTRATION_ID : lookupId,
      registration,
      pwaLook,
      previewMode,
      refreshProject: () => {
        if (source) void refreshProject(source);
      },
      dataKeys: [projectQueryKey(source), registrationQueryKey(project._id, lookupId)].filter(
        (key): key is string => key !== null,
      ),
    };
  }, [project, registration, isOpenId, lookupId, pwaQuery, previewMode]);

  useProjectHead(shell);
  useRefreshWhenOnline(source, loaded?._id, lookupId);
  useWarmOffline(shell);
  useRememberVisit(shell);
  // The page's app is the event its address names (a multi-session page may show another
  // session), spelt as the project spells it (routes match case-insensitively).
  const wanted = params.eventId?.toLowerCase();
  const appEventId = loaded?.events.find((e) => e._id.toLowerCase() === wanted)?._id ?? shell?.eventId;
  useRememberPersonalLink(shell, appEventId, route.page);
  useManifestLink(shell && !previewMode ? appEventId : undefined);
  const pwaLook = shell?.pwaLook ?? false;
  useLayoutEffect(() => appStore.set(pwaLookAtom, pwaLook), [pwaLook]);
  const localeReady = useProjectLocale(loaded?.language);

  if (route.source !== 'none' && !source) return <NotFound />;
  if (projectQuery.status === 'error')
    return isNotFound(projectQuery.error) ? <NotFound /> : <LoadError error={projectQuery.error} />;
  if (!shell || !localeReady) return <Loader />;

  // A malformed or unknown registration id leads to the registration page (DECISIONS.md).
  if (routeRegistrationId && !isOpenId && !route.registrationOptional) {
    if (!lookupId) return <Redirect to={paths.registration(shell.eventId)} replace />;
    if (registrationQuery.status === 'error') {
      if (isNotFound(registrationQuery.error)) return <Redirect to={paths.registration(shell.eventId)} replace />;
      return <LoadError error={registrationQuery.error} />;
    }
    if (registrationQuery.status !== 'success') return <Loader />;
  }

  const redirect = projectOnDemandRedirect(
    shell.project,
    route.page,
    shell.registrationId,
    Boolean(previewMode),
    nowSeconds(),
  );
  if (redirect) return <Redirect to={redirect} replace />;

  return (
    <ShellContext.Provider value={shell}>
      <Suspense fallback={<Loader />}>{children}</Suspense>
      {route.page === 'event' && shell.project.projectType === 'multiSession' && !previewMode && (
        <Suspense fallback={null}>
          <MultiSessionNavigation
            key={shell.eventId}
            actions={<LiveButtons showEvaluation showCta pwaUser={shell.pwaLook} />}
          />
        </Suspense>
      )}
      <HashDialogs />
    </ShellContext.Provider>
  );
}
