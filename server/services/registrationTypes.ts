/** What a registration takes and gives back, shared by the first registration and a repeat. */
import type { CountChanges } from './counters.ts';
import type { StoredProject } from '../db/projects.ts';

export interface RegisterInput {
  project: StoredProject;
  eventId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Field values other than the fixed keys, keyed by field name. */
  data: Record<string, unknown>;
  /** 1 on-site, 0 online (undefined: online). A known e-mail keeps its stored attendance (registerAgain.ts). */
  onSite: number | undefined;
  selectedEvents: string[];
  timeZone?: string;
  ref?: string;
  generated: boolean;
}

export interface RegisterOutcome {
  registrationId: string;
  cannotRegisterForEvents: string[];
  onSiteViewer: number;
  selectedEvents: string[];
  /** The e-mail was known: nothing of the stored record changed but its sessions (registerAgain.ts). */
  registeredAgain: boolean;
}

/** One registration written: its answer and its counter changes. */
export interface Registered {
  outcome: RegisterOutcome;
  changes: CountChanges;
}
