/** Loading the project (by event or company) and the registration, with the offline copy. */
import { api, ApiError } from '../api';
import type { Project, Registration } from '../contract';
import { useCachedQuery, setQueryData } from '../hooks/useCachedQuery';
import { activateLocale } from '../i18n/activate';
import { saveOffline, withOfflineCopy } from '../state/offlineStore';

export type ProjectSource = { kind: 'event'; eventId: string } | { kind: 'company'; companyId: string };

const isNetwork = (error: unknown) => error instanceof ApiError && error.isNetwork;

async function loadProject(source: ProjectSource): Promise<Project> {
  const project = source.kind === 'event'
    ? await withOfflineCopy(`project:${source.eventId}`, () => api.getProject(source.eventId), isNetwork)
    : await withOfflineCopy(`company:${source.companyId}`, () => api.getCompanyProject(source.companyId), isNetwork);
  // The page shows only once its texts are in the project's language.
  await activateLocale(project.language);
  return project;
}

export function projectQueryKey(source: ProjectSource | null): string | null {
  if (!source) return null;
  return source.kind === 'event' ? `project:${source.eventId}` : `company:${source.companyId}`;
}

export function useProjectQuery(source: ProjectSource | null) {
  return useCachedQuery(projectQueryKey(source), () => loadProject(source!));
}

export function registrationQueryKey(projectId: string | undefined, registrationId: string | null): string | null {
  return projectId && registrationId ? `registration:${projectId}:${registrationId}` : null;
}

export function useRegistrationQuery(projectId: string | undefined, registrationId: string | null) {
  const key = registrationQueryKey(projectId, registrationId);
  return useCachedQuery<Registration>(key, () =>
    withOfflineCopy(key!, () => api.getRegistration(projectId!, registrationId!), isNetwork));
}

/** After a change (attendance, sessions), the shell shows the new registration at once. */
export function storeRegistration(registration: Registration) {
  const key = registrationQueryKey(registration.projectId, registration._id)!;
  setQueryData(key, registration);
  // The offline copy follows too, or a reload on bad Wi-Fi would show the old attendance.
  void saveOffline(key, registration);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
