/** Turns a validated registration body into the input of register(), with the project's field rules. */
import type { RegistrationField, RegistrationRequest } from '../../src/contract/index.ts';
import { Refusal } from './refusal.ts';
import { invalidFields } from '../../src/domain/submittedFields.ts';
import type { StoredProject } from '../db/projects.ts';
import type { RegisterInput } from './register.ts';
import { attendanceOf } from './registrationRecords.ts';

/** Keys of the body that are not field values. */
const FIXED_KEYS = new Set([
  'event_id',
  'email',
  'time_zone',
  'on_site_viewer',
  'SELECTED_EVENTS',
  'ref',
  'GENERATED',
  'first_name',
  'last_name',
  '_id',
  'projectId',
  'created_at',
  'unregistered',
]);

export const projectFields = (project: StoredProject): RegistrationField[] =>
  (project.doc.registration as { fields?: RegistrationField[] } | undefined)?.fields ?? [];

/** Every selected id must be an event of the project; none selected means the event itself. */
export function checkSelection(project: StoredProject, eventId: string, selected: string[] | undefined): string[] {
  const list = selected?.length ? [...new Set(selected)] : [eventId];
  const unknown = list.filter((id) => !project.events.some((e) => e.id === id));
  if (unknown.length) {
    throw new Refusal('invalid', `Unknown event: ${unknown.join(', ')}`, { fields: ['SELECTED_EVENTS'] });
  }
  return list;
}

export function registrationInput(project: StoredProject, body: RegistrationRequest, now: Date): RegisterInput {
  const values = body as Record<string, unknown>;
  const bad = invalidFields(projectFields(project), values, now);
  if (bad.length) throw new Refusal('invalid', 'Some fields are missing or not valid.', { fields: bad });

  const known = new Set(projectFields(project).map((f) => f.name));
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (known.has(key) && !FIXED_KEYS.has(key)) data[key] = value;
  }
  const onSiteField = projectFields(project).find((f) => f.type === 'on-site-viewer');
  const onSite = attendanceOf(body.on_site_viewer ?? (onSiteField ? values[onSiteField.name] : undefined));
  return {
    project,
    eventId: body.event_id,
    email: body.email,
    firstName: typeof values.first_name === 'string' ? values.first_name.trim() : '',
    lastName: typeof values.last_name === 'string' ? values.last_name.trim() : '',
    data,
    // A form that submits without an attendance choice registers online.
    onSite: onSite ?? 0,
    selectedEvents: checkSelection(project, body.event_id, body.SELECTED_EVENTS),
    timeZone: body.time_zone,
    ref: body.ref,
    generated: body.GENERATED === true,
  };
}
