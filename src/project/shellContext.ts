/** What every page inside the shell can read: the loaded project, registration and look. */
import { createContext, useContext } from 'react';
import type { Project, Registration } from '../contract';

export interface Shell {
  project: Project;
  eventId: string;
  /** The id in the route when it is a valid one (or the open-registration id). */
  registrationId: string | null;
  registration: Registration | null;
  pwaLook: boolean;
  previewMode: string | null;
  /** Loads the project again, e.g. when the live stream says the organiser changed it. */
  refreshProject?(): void;
  /** The query keys of the project and registration shown, for "last updated ..." (offline). */
  dataKeys?: readonly string[];
  /**
   * Behind the page password (features/password): the token every live call of the event needs
   * (issue 27), and what to call when the server refused it (expired, tampered): the page then
   * asks for the password again.
   */
  pageToken?: string;
  pageTokenRejected?(): void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the project shell');
  return shell;
}

/** For parts (dialogs, layouts) that may also render before a project is loaded. */
export function useOptionalShell(): Shell | null {
  return useContext(ShellContext);
}
