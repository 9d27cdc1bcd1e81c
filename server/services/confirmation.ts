/** The confirmation mail of a registration, built from memory and what was just written (no queries). */
import { paths } from '../../src/domain/paths.ts';
import type { AppDeps } from '../deps.ts';
import { confirmationMail } from '../mail/confirmationText.ts';
import { queueMail } from '../mail/outbox.ts';
import { formatFullStart, safeTimeZone } from './formatTime.ts';
import type { ConfirmationDraft } from './newRegistration.ts';
import { projectLanguage, type StoredProject } from './projects.ts';
import type { RegistrationRow } from './registrationRecords.ts';

/** What the mail needs of a registration: a stored row, or the values a write is storing. */
export type MailRegistration = Pick<RegistrationRow, 'id' | 'eventId' | 'email' | 'firstName'>
  & { timeZone?: string | null };

/** The mail with its text for online and for on-site attendance (the seat may still be refused). */
export function confirmationDraft(
  origin: string, project: StoredProject, reg: MailRegistration, update: boolean,
): ConfirmationDraft {
  const event = project.events.find((e) => e.id === reg.eventId) ?? project.events[0];
  const language = projectLanguage(project);
  const when = event ? formatFullStart(Number(event.doc.startTime), language, safeTimeZone(reg.timeZone)) : '';
  const link = `${origin}${paths.personal(reg.eventId, reg.id)}`;
  const location = project.doc.location as { formattedAddress?: string } | undefined;
  const mail = (onSite: boolean) => confirmationMail({
    language,
    firstName: reg.firstName,
    eventTitle: String(project.doc.eventTitle ?? ''),
    when,
    link,
    unregisterLink: `${origin}${paths.unregister(reg.eventId, reg.id)}`,
    onSite,
    address: location?.formattedAddress,
    organiser: String(project.doc.companyName ?? ''),
    update,
  });
  const online = mail(false);
  return {
    to: reg.email, subject: online.subject, link, projectId: project.id, registrationId: reg.id,
    // The on-site text only when asked for: most registrations never want a seat.
    text: (onSite) => (onSite ? mail(true).text : online.text),
  };
}

/** Puts the confirmation mail in the outbox (`deps.db` may be the caller's transaction). */
export async function sendConfirmation(
  deps: AppDeps, origin: string, project: StoredProject, reg: MailRegistration & { onSiteViewer: number }, update: boolean,
): Promise<void> {
  const { text, ...mail } = confirmationDraft(origin, project, reg, update);
  await queueMail(deps, { ...mail, text: text(reg.onSiteViewer === 1) });
}
