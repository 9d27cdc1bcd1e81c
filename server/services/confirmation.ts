/** Puts the confirmation mail of a registration in the outbox, built from memory (no extra queries). */
import type { AppDeps } from '../deps.ts';
import { confirmationMail } from '../mail/confirmationText.ts';
import { queueMail } from '../mail/outbox.ts';
import { formatFullStart, safeTimeZone } from './formatTime.ts';
import { projectLanguage, type StoredProject } from './projects.ts';
import type { RegistrationRow } from './registrationRecords.ts';

/** What the mail needs of a registration: a stored row, or the values a write just stored. */
export type MailRegistration = Pick<RegistrationRow, 'id' | 'eventId' | 'email' | 'firstName' | 'onSiteViewer'>
  & { timeZone?: string | null };

export async function sendConfirmation(
  deps: AppDeps, origin: string, project: StoredProject, reg: MailRegistration, update: boolean,
): Promise<void> {
  const event = project.events.find((e) => e.id === reg.eventId) ?? project.events[0];
  const language = projectLanguage(project);
  const when = event ? formatFullStart(Number(event.doc.startTime), language, safeTimeZone(reg.timeZone)) : '';
  const link = `${origin}/${reg.eventId}/${reg.id}`;
  const location = project.doc.location as { formattedAddress?: string } | undefined;
  const { subject, text } = confirmationMail({
    language,
    firstName: reg.firstName,
    eventTitle: String(project.doc.eventTitle ?? ''),
    when,
    link,
    onSite: reg.onSiteViewer === 1,
    address: location?.formattedAddress,
    organiser: String(project.doc.companyName ?? ''),
    update,
  });
  await queueMail(deps, { to: reg.email, subject, text, link, projectId: project.id, registrationId: reg.id });
}
