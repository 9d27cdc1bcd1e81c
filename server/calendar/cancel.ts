/**
 * Unregistering removes the calendar entry the confirmation put in: a mail whose invite has the
 * entry's UID and METHOD:CANCEL (services/registrationUpdates.ts unsubscribe calls this in its
 * transaction, only when the registration really was active). A registration that never got a
 * mail has no entry, and a project with `hideCalendarInvite` never sent one: then nothing is sent.
 */
import type { BaseDeps } from '../baseDeps.ts';
import { calendarCancelMail } from '../mail/calendarText.ts';
import { queueMail } from '../mail/outbox.ts';
import { loadProject } from '../db/projects.ts';
import { inviteIcs, organizerOf } from '../mail/invite.ts';
import { calendarSequence, entryOf, mailedLinks } from './registrationEntry.ts';

export interface CancelledRegistration {
  id: string;
  projectId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export async function queueCalendarCancel(deps: BaseDeps, reg: CancelledRegistration): Promise<void> {
  const project = await loadProject(deps.db, reg.projectId);
  if (!project || project.doc.hideCalendarInvite) return;
  const link = (await mailedLinks(deps.db, project.id, reg.id)).get(reg.id);
  const entry = link ? entryOf(project, reg.id, link) : undefined;
  if (!link || !entry) return;
  const now = deps.now();
  const calendar = inviteIcs({
    entry,
    method: 'CANCEL',
    sequence: (await calendarSequence(deps.db, project.id)) + 1,
    now,
    organizer: organizerOf(deps.config.mailFrom),
    attendee: { email: reg.email, name: `${reg.firstName} ${reg.lastName}`.trim() },
  });
  const { subject, text } = calendarCancelMail({
    language: String(project.doc.language ?? 'nlFormal'),
    firstName: reg.firstName,
    eventTitle: String(project.doc.eventTitle ?? ''),
    organiser: String(project.doc.companyName ?? ''),
  });
  await queueMail(deps, {
    to: reg.email,
    subject,
    text,
    projectId: project.id,
    registrationId: reg.id,
    kind: 'calendar-cancel',
    calendar,
  });
}
