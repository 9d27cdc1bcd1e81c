/**
 * Every route of the spec, in one table (history mode). Order matters: fixed segments before
 * parameters. `page` feeds the on-demand redirect rule; `source` says how the project loads.
 */
import type { ComponentType } from 'react';
import { lazyView } from '../ui/lazyView';
import { withMessages } from '../i18n/activate';
import type { Project } from '../contract';
import type { ShellPage } from '../domain/onDemandRedirect';

/** A page, and optionally what it needs before its first paint once the project is known. */
type PageModule = { default: ComponentType; prepare?: (project: Project) => Promise<unknown> };

export interface AppRoute {
  path: string;
  page: ShellPage;
  /** event: from :eventId (or the session-stored one); company: from :companyId; none: no project. */
  source: 'event' | 'company' | 'none';
  component: ComponentType;
  /**
   * The page chunk's import: boot calls it before React renders, so the chunk (and, through
   * vite's preload helper, its dependencies) downloads beside the project instead of after it.
   */
  load: () => Promise<PageModule>;
  /** The page works without a loaded registration even when the route has an id. */
  registrationOptional?: boolean;
}

/**
 * One import shared by the page component and the boot-time preload (same promise, one fetch).
 * Once loaded (boot loads it before the first render) the page renders straight away
 * (ui/lazyView.ts): a plain lazy component would suspend once anyway, and React then holds the
 * page back behind the loader for a moment (its fallback throttling), after the loader was painted.
 */
function page(load: () => Promise<PageModule>, part?: string): Pick<AppRoute, 'component' | 'load'> {
  const view = lazyView(part ? withMessages(part, load) : load);
  return { component: view.View, load: view.load };
}

const landing = page(() => import('../features/landing/LandingPage'));
const eventPage = page(() => import('../features/event/EventPage'), 'event');
const personalLink = page(() => import('../features/event/PersonalLinkPage'), 'event');
const registration = page(() => import('../features/registration/RegistrationPage'), 'registration');
const ondemand = page(() => import('../features/ondemand/OnDemandPage'), 'event');

export const ROUTES: AppRoute[] = [
  {
    path: '/linkedin-auth-callback',
    page: 'other',
    source: 'none',
    ...page(() => import('../features/signin/LinkedinCallbackPage'), 'signin'),
  },
  {
    path: '/forward-to-event-page/:eventId',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/agenda/ForwardPage'), 'event'),
  },
  { path: '/:companyId/registration-company', page: 'registration', source: 'company', ...registration },
  { path: '/:eventId/registration', page: 'registration', source: 'event', ...registration },
  {
    path: '/:eventId/login',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/login/LoginPage'), 'signin'),
  },
  {
    path: '/:eventId/join',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/join/JoinPage'), 'signin'),
  },
  {
    path: '/:eventId/publisher-login',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/signin/PublisherLoginPage'), 'signin'),
  },
  {
    path: '/:eventId/cas-callback',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/signin/CasCallbackPage'), 'signin'),
  },
  // The installed app's start_url (issue 28): boot opens the known personal page instead (pwa/launch.ts).
  {
    path: '/:eventId/app',
    page: 'other',
    source: 'none',
    ...page(() => import('../features/my-events/LaunchPage'), 'event'),
  },
  { path: '/:eventId/ondemand', page: 'ondemand', source: 'event', ...ondemand },
  // The audience questions on a projector (issue 35).
  {
    path: '/:eventId/questions-screen',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/qna/QuestionsScreen'), 'event'),
  },
  // The door page (issue 49): staff check tickets in with a door token, online or not.
  {
    path: '/:eventId/check-in',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/check-in/DoorPage'), 'door'),
  },
  {
    path: '/:eventId/test-page',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/live/TestPage'), 'event'),
  },
  {
    path: '/:eventId/preview-dynamic-blocks',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/preview/PreviewPage'), 'event'),
  },
  {
    path: '/:eventId/:registrationId/registration-confirmation',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/confirmation/ConfirmationPage'), 'account'),
  },
  { path: '/:eventId/:registrationId/olr83ee2', page: 'personal-link', source: 'event', ...personalLink },
  { path: '/:eventId/:registrationId/personal-link', page: 'personal-link', source: 'event', ...personalLink },
  {
    path: '/:eventId/:registrationId/calendar',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/calendar/CalendarPage'), 'account'),
  },
  // The on-site ticket (issue 49), the confirmation mail links to it.
  {
    path: '/:eventId/:registrationId/ticket',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/ticket/TicketPage'), 'account'),
  },
  {
    path: '/:eventId/:registrationId/unregister',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/unregister/UnregisterPage'), 'account'),
  },
  {
    path: '/:eventId/:registrationId/change-attendance',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/attendance/ChangeAttendancePage'), 'account'),
  },
  {
    path: '/:eventId/:registrationId/participants',
    page: 'other',
    source: 'event',
    ...page(() => import('../features/participants/ParticipantsPage'), 'account'),
  },
  {
    path: '/:eventId/:registrationId/evaluation',
    page: 'evaluation',
    source: 'event',
    ...page(() => import('../features/evaluation/EvaluationPage'), 'account'),
    registrationOptional: true,
  },
  { path: '/:eventId/:registrationId/ondemand-with-registration', page: 'ondemand', source: 'event', ...ondemand },
  { path: '/:eventId/:registrationId', page: 'event', source: 'event', ...eventPage },
  { path: '/:eventId', page: 'landing', source: 'event', ...landing },
];
