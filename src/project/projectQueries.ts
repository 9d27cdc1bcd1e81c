/** Loading the project (by event or company) and the registration, with the offline copy. */
import { api, ApiError } from '../api';
import type { Project, Registration } from '../contract';
import { ensureQuery, peekQuery, useCachedQuery, setQueryData } from '../hooks/useCachedQuery';
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

/**
 * Boot starts the project (and then the registration) before React renders, into the same
 * cache the shell reads. Resolves with the project, or null when it could not be loaded (the
 * shell then shows the error itself).
 */
export async function prefetchProject(source: ProjectSource, registrationId: string | null): Promise<Project | null> {
  const key = projectQueryKey(source)!;
  await ensureQuery(key, () => loadProject(source));
  const state = peekQuery<Project>(key);
  if (state.status !== 'success') return null;
  const registrationKey = registrationQueryKey(state.data._id, registrationId);
  if (registrationKey) void ensureQuery(registrationKey, () => loadRegistration(state.data._id, registrationId!));
  return state.data;
}

export function registrationQueryKey(projectId: string | undefined, registrationId: string | null): string | null {
  return projectId && registrationId ? `registration:${projectId}:${registrationId}` : null;
}

export function useRegistrationQuery(projectId: string | undefined, registrationId: string | null) {
  return useCachedQuery<Registration>(registrationQueryKey(projectId, registrationId), () => loadRegistration(projectId!, registrationId!));
}

function loadRegistration(projectId: string, registrationId: string): Promise<Registration> {
  const key = registrationQueryKey(projectId, registrationId)!;
  return withOfflineCopy(key, () => api.getRegistration(projectId, registrationId), isNetwork);
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
