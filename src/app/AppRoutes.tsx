/** Renders the route table in one wouter <Switch>; its last route is the 404. */
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { sessionStore } from '../state/browserStorage';
import { SESSION } from '../state/storageKeys';
import { ROUTES, type AppRoute } from './routeTable';
import { ProjectShell } from './ProjectShell';
import { NotFound } from './NotFound';
import { Loader } from '../ui/Loader';
import { withMessages } from '../i18n/activate';

function RoutePage({ route, params }: { route: AppRoute; params: Record<string, string | undefined> }) {
  const Page = route.component;
  if (route.source === 'none') {
    return (
      <Suspense fallback={<Loader />}>
        <Page />
      </Suspense>
    );
  }
  return (
    <ProjectShell route={route} params={params}>
      <Page />
    </ProjectShell>
  );
}

// Loaded only where shown: the home page of a browser without an event in this tab.
const MyEventsPage = lazy(withMessages('my-events', () => import('../features/my-events/MyEventsPage')));

function Home() {
  // No event in the URL: the events this browser knows, else the one this tab showed last.
  return (
    <Suspense fallback={<Loader />}>
      <MyEventsPage lastEventId={sessionStore.get(SESSION.eventId)} />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Home />
      </Route>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          {(params) => <RoutePage route={route} params={params as Record<string, string | undefined>} />}
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
