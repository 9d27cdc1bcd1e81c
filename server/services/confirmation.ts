/**
 * The mails of a registration, built from memory and what was just written: the confirmation
 * (new registrations, newRegistration.ts), the personal link sent again (a repeated registration,
 * a magic-link login) and the attendance change. The last two kinds are limited per address and
 * hour (mail/mailLimits.ts); the caller holds the registration's row lock.
 */
import { registrationMoment, type Moment } from '../../src/domain/moment.ts';
import { paths } from '../../src/domain/paths.ts';
import type { ServiceDeps } from './deps.ts';
import { confirmationMail } from '../mail/confirmationText.ts';
import { loginLinkMail } from '../mail/loginLinkText.ts';
import { ATTENDANCE_MAIL_QUOTA, LINK_MAIL_QUOTA, mailAllowed } from '../mail/mailLimits.ts';
import { queueMail } from '../mail/outbox.ts';
import { formatFullStart, safeTimeZone } from '../lib/formatTime.ts';
import type { ConfirmationDraft } from './newRegistration.ts';
import { projectLanguage } from '../db/projects.ts';
import type { StoredProject } from '../db/projects.ts';
import type { RegistrationRow } from './registrationRecords.ts';

/** What the mail needs of a registration: a stored row, or the values a write is storing. */
export type MailRegistration = Pick<RegistrationRow, 'id' | 'eventId' | 'email' | 'firstName'> & {
  timeZone?: string | null;
  selectedEvents?: string[] | null;
};

/** The mail with its text for online and for on-site attendance (the seat may still be refused). */
export function confirmationDraft(
  origin: string,
  project: StoredProject,
  reg: MailRegistration,
  update: boolean,
  now: Date = new Date(),
): ConfirmationDraft {
  const language = projectLanguage(project);
  const when = startOf(project, reg);
  const link = `${origin}${paths.personal(reg.eventId, reg.id)}`;
  const location = project.doc.location as { formattedAddress?: string } | undefined;
  const mail = (onSite: boolean) =>
    confirmationMail({
      language,
      firstName: reg.firstName,
      eventTitle: String(project.doc.eventTitle ?? ''),
      when,
      link,
      unregisterLink: `${origin}${paths.unregister(reg.eventId, reg.id)}`,
      onSite,
      ticketLink: `${origin}${paths.ticket(reg.eventId, reg.id)}`,
      address: location?.formattedAddress,
      organiser: String(project.doc.companyName ?? ''),
      update,
      moment: momentOfMail(project, reg, now),
    });
  const online = mail(false);
  return {
    to: reg.email,
    subject: online.subject,
    link,
    projectId: project.id,
    registrationId: reg.id,
    // The on-site text only when asked for: most registrations never want a seat.
    text: (onSite) => (onSite ? mail(true).text : online.text),
  };
}

/** The moment of the registration's sessions (src/domain/moment.ts): the mail's words follow it. */
export function momentOfMail(project: StoredProject, reg: MailRegistration, now: Date): Moment {
  const events = project.events.map((e) => ({
    _id: e.id,
    startTime: Number(e.doc.startTime),
    durationInMinutes: Number(e.doc.durationInMinutes ?? 0),
    onDemandActive: Boolean(e.doc.onDemandActive),
  }));
  return registrationMoment(events, reg.selectedEvents ?? undefined, Math.floor(now.getTime() / 1000));
}

function startOf(project: StoredProject, reg: MailRegistration): string {
  const event = project.events.find((e) => e.id === reg.eventId) ?? project.events[0];
  return event
    ? formatFullStart(Number(event.doc.startTime), projectLanguage(project), safeTimeZone(reg.timeZone))
    : '';
}

type Mailed = MailRegistration & { onSiteViewer: number };

/**
 * The personal link to the stored address, as asked for by a repeated registration (the
 * confirmation of what is booked) or a magic-link login (the login mail). False, and nothing
 * queued, once the address had its link mails of the hour.
 */
export async function sendPersonalLink(
  deps: ServiceDeps,
  origin: string,
  project: StoredProject,
  reg: Mailed,
  kind: 'registered-again' | 'login-link',
): Promise<boolean> {
  if (!(await mailAllowed(deps.db, project.id, reg.email, LINK_MAIL_QUOTA, deps.now()))) return false;
  const { text, ...draft } = confirmationDraft(origin, project, reg, false, deps.now());
  if (kind === 'registered-again') {
    await queueMail(deps, { ...draft, kind, text: text(reg.onSiteViewer === 1) });
    return true;
  }
  const login = loginLinkMail({
    language: projectLanguage(project),
    firstName: reg.firstName,
    eventTitle: String(project.doc.eventTitle ?? ''),
    when: startOf(project, reg),
    link: draft.link!,
    organiser: String(project.doc.companyName ?? ''),
  });
  await queueMail(deps, { ...draft, kind, ...login });
  return true;
}

/** The mail of an attendance change; false (none queued) once the registration had its share this hour. */
export async function sendAttendanceMail(
  deps: ServiceDeps,
  origin: string,
  project: StoredProject,
  reg: Mailed,
): Promise<boolean> {
  if (!(await mailAllowed(deps.db, project.id, reg.email, ATTENDANCE_MAIL_QUOTA, deps.now()))) return false;
  const { text, ...mail } = confirmationDraft(origin, project, reg, true, deps.now());
  await queueMail(deps, { ...mail, kind: 'attendance', text: text(reg.onSiteViewer === 1) });
  return true;
}
