/**
 * Every route of the spec, in one table (history mode). Order matters: fixed segments before
 * parameters. `page` feeds the on-demand redirect rule; `source` says how the project loads.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellPage } from '../domain/onDemandRedirect';

export interface AppRoute {
  path: string;
  page: ShellPage;
  /** event: from :eventId (or the session-stored one); company: from :companyId; none: no project. */
  source: 'event' | 'company' | 'none';
  component: LazyExoticComponent<ComponentType>;
  /** The page works without a loaded registration even when the route has an id. */
  registrationOptional?: boolean;
}

const soon = (name: string) => lazy(() => import('./ComingSoon').then((m) => ({ default: () => m.ComingSoon({ name }) })));
const landing = lazy(() => import('../features/landing/LandingPage'));
const eventPage = lazy(() => import('../features/event/EventPage'));
const personalLink = lazy(() => import('../features/event/PersonalLinkPage'));
const registration = lazy(() => import('../features/registration/RegistrationPage'));

export const ROUTES: AppRoute[] = [
  { path: '/linkedin-auth-callback', page: 'other', source: 'none', component: lazy(() => import('../features/signin/LinkedinCallbackPage')) },
  { path: '/forward-to-event-page/:eventId', page: 'other', source: 'event', component: soon('forward') },
  { path: '/:companyId/registration-company', page: 'registration', source: 'company', component: registration },
  { path: '/:eventId/registration', page: 'registration', source: 'event', component: registration },
  { path: '/:eventId/login', page: 'other', source: 'event', component: lazy(() => import('../features/login/LoginPage')) },
  { path: '/:eventId/join', page: 'other', source: 'event', component: lazy(() => import('../features/join/JoinPage')) },
  { path: '/:eventId/publisher-login', page: 'other', source: 'event', component: lazy(() => import('../features/signin/PublisherLoginPage')) },
  { path: '/:eventId/cas-callback', page: 'other', source: 'event', component: lazy(() => import('../features/signin/CasCallbackPage')) },
  { path: '/:eventId/ondemand', page: 'ondemand', source: 'event', component: soon('ondemand') },
  { path: '/:eventId/test-page', page: 'other', source: 'event', component: soon('test-page') },
  { path: '/:eventId/preview-dynamic-blocks', page: 'other', source: 'event', component: soon('preview') },
  { path: '/:eventId/:registrationId/registration-confirmation', page: 'other', source: 'event', component: lazy(() => import('../features/confirmation/ConfirmationPage')) },
  { path: '/:eventId/:registrationId/olr83ee2', page: 'personal-link', source: 'event', component: personalLink },
  { path: '/:eventId/:registrationId/personal-link', page: 'personal-link', source: 'event', component: personalLink },
  { path: '/:eventId/:registrationId/calendar', page: 'other', source: 'event', component: lazy(() => import('../features/calendar/CalendarPage')) },
  { path: '/:eventId/:registrationId/unregister', page: 'other', source: 'event', component: lazy(() => import('../features/unregister/UnregisterPage')) },
  { path: '/:eventId/:registrationId/change-attendance', page: 'other', source: 'event', component: lazy(() => import('../features/attendance/ChangeAttendancePage')) },
  { path: '/:eventId/:registrationId/participants', page: 'other', source: 'event', component: lazy(() => import('../features/participants/ParticipantsPage')) },
  { path: '/:eventId/:registrationId/evaluation', page: 'evaluation', source: 'event', component: soon('evaluation'), registrationOptional: true },
  { path: '/:eventId/:registrationId/ondemand-with-registration', page: 'ondemand', source: 'event', component: soon('ondemand') },
  { path: '/:eventId/:registrationId', page: 'event', source: 'event', component: eventPage },
  { path: '/:eventId', page: 'landing', source: 'event', component: landing },
];
