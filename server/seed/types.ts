import type { Project, ProjectEvent, RegistrationField } from '../../src/contract/index.ts';

/** The stored document of a project: everything public except ids and events. */
export type ProjectDoc = Omit<Project, '_id' | 'companyId' | 'events' | 'event'>;
/** A stored event: the server adds the formatted times and `disabled`. */
export type EventDoc = Omit<
  ProjectEvent,
  | 'startTimeFormatted'
  | 'startDateTimeFormattedFull'
  | 'startTimeFormattedTime'
  | 'startTimeFormattedDate'
  | 'agendaStartAndEndTime'
  | 'disabled'
>;

export interface SeedProject {
  id: string;
  companyId: string;
  doc: ProjectDoc;
  events: EventDoc[];
  /** Server-only; never in `doc`. */
  pagePassword?: string;
}

/** Seconds since the epoch, `minutes` away from the (minute-rounded) seed clock. */
export type At = (minutes: number) => number;

export const field = (f: RegistrationField): RegistrationField => f;
export const nameFields = (labels: { first: string; last: string; email: string }): RegistrationField[] => [
  { id: 'f-first-name', name: 'first_name', label: labels.first, required: true, type: 'text' },
  { id: 'f-last-name', name: 'last_name', label: labels.last, required: true, type: 'text' },
  { id: 'f-email', name: 'email', label: labels.email, required: true, type: 'email' },
];

export const DEFAULT_STYLE = {
  fontFamily: 'archivo',
  buttonBorderRadius: 4,
  labelBorderRadius: 20,
  cardBorderRadius: 4,
  inputBorderRadius: 0,
  textInsideButtonColorHex: '#ffffff',
} as const;

export const COMPANY = { id: 'demo-company', name: 'Brightwave Events', defaultProjectId: 'proj-hybrid-summit' };
