/** Puts the confirmation mail of a registration in the outbox. */
import type { AppDeps } from '../deps.ts';
import { confirmationMail } from '../mail/confirmationText.ts';
import { queueMail } from '../mail/outbox.ts';
import { formatEventTimes, safeTimeZone } from './formatTime.ts';
import { projectLanguage, type StoredProject } from './projects.ts';
import type { RegistrationRow } from './registrationRecords.ts';

export async function sendConfirmation(
  deps: AppDeps, origin: string, project: StoredProject, reg: RegistrationRow, update: boolean,
): Promise<void> {
  const event = project.events.find((e) => e.id === reg.eventId) ?? project.events[0];
  const language = projectLanguage(project);
  const when = event
    ? formatEventTimes(Number(event.doc.startTime), Number(event.doc.durationInMinutes), language, safeTimeZone(reg.timeZone))
      .startDateTimeFormattedFull
    : '';
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
