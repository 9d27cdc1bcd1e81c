/** Loading the project (by event or company) and the registration, with the offline copy. */
import { answerStoredAt, ApiError } from '../api/http';
import { projectReads } from '../api/projectReads';
import type { Project, Registration } from '../contract';
import { ensureQuery, peekQuery, useCachedQuery, setQueryData } from '../hooks/useCachedQuery';
import { activateLocale } from '../i18n/activate';
import { loadFont } from '../ui/fonts';
import { preloadImage } from '../ui/preloadImage';
import { recordFreshness } from '../state/freshness';
import { loadWithCopy, saveOffline } from '../state/offlineStore';

export type ProjectSource = { kind: 'event'; eventId: string } | { kind: 'company'; companyId: string };

/** The longest the first paint waits for the project's font (or logo) once its texts are in. */
const FIRST_PAINT_WAIT_MS = 1000;

const atMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

const isNetwork = (error: unknown) => error instanceof ApiError && error.isNetwork;

/** Network first, else the worker's cache or this browser's copy; remembers which, and how old. */
async function loadFresh<T>(key: string, load: () => Promise<T>): Promise<T> {
  const { value, storedAt } = await loadWithCopy(key, load, isNetwork, answerStoredAt);
  recordFreshness(key, storedAt);
  return value;
}

async function loadProject(source: ProjectSource, answered?: (project: Project) => void): Promise<Project> {
  const key = projectQueryKey(source)!;
  const project =
    source.kind === 'event'
      ? await loadFresh(key, () => projectReads.getProject(source.eventId))
      : await loadFresh(key, () => projectReads.getCompanyProject(source.companyId));
  answered?.(project);
  // The page shows only once its texts are in the project's language, and (for a moment at
  // most) its font: fetched side by side, so the text does not reflow, and shift the page, when
  // the font arrives just after the first paint.
  const font = loadFont(project.style?.fontFamily ?? 'archivo', project.style?.customFontUrl);
  await activateLocale(project.language);
  await atMost(font, FIRST_PAINT_WAIT_MS);
  return project;
}

export function projectQueryKey(source: ProjectSource | null): string | null {
  if (!source) return null;
  return source.kind === 'event' ? `project:${source.eventId}` : `company:${source.companyId}`;
}

export function useProjectQuery(source: ProjectSource | null) {
  return useCachedQuery(projectQueryKey(source), () => loadProject(source!));
}

/** Loads the project again (the organiser changed it); the page keeps showing the old one meanwhile. */
export function refreshProject(source: ProjectSource): Promise<void> {
  return ensureQuery(projectQueryKey(source)!, () => loadProject(source), true);
}

/**
 * Boot starts the project before React renders, into the same cache the shell reads. As soon as
 * the answer is in, the registration and whatever else the page needs (`prepare`) start beside
 * the project's language and font; resolves once all are settled, with the project, or null when
 * it could not be loaded (the shell then shows the error itself).
 */
export async function prefetchProject(
  source: ProjectSource,
  registrationId: string | null,
  prepare: (project: Project) => Promise<unknown>,
): Promise<Project | null> {
  const key = projectQueryKey(source)!;
  let alongside: Promise<unknown> = Promise.resolve();
  await ensureQuery(key, () =>
    loadProject(source, (project) => {
      const registrationKey = registrationQueryKey(project._id, registrationId);
      alongside = Promise.all([
        registrationKey && ensureQuery(registrationKey, () => loadRegistration(project._id, registrationId!)),
        prepare(project).catch((error: unknown) => console.warn('Page not prepared', error)),
        atMost(preloadImage(project.style?.logoUrl), FIRST_PAINT_WAIT_MS),
      ]);
    }),
  );
  await alongside;
  const state = peekQuery<Project>(key);
  return state.status === 'success' ? state.data : null;
}

export function registrationQueryKey(projectId: string | undefined, registrationId: string | null): string | null {
  return projectId && registrationId ? `registration:${projectId}:${registrationId}` : null;
}

export function useRegistrationQuery(projectId: string | undefined, registrationId: string | null) {
  return useCachedQuery<Registration>(registrationQueryKey(projectId, registrationId), () =>
    loadRegistration(projectId!, registrationId!),
  );
}

function loadRegistration(projectId: string, registrationId: string): Promise<Registration> {
  const key = registrationQueryKey(projectId, registrationId)!;
  return loadFresh(key, () => projectReads.getRegistration(projectId, registrationId));
}

/** Loads the registration again (the network is back, or the outbox changed it on the server). */
export function refreshRegistration(projectId: string, registrationId: string): Promise<void> {
  return ensureQuery(
    registrationQueryKey(projectId, registrationId)!,
    () => loadRegistration(projectId, registrationId),
    true,
  );
}

/**
 * A registration the POST just answered (domain/formOutcome answeredRegistration): the next page
 * shows it without waiting, while the server's record loads behind it and replaces it.
 */
export function seedRegistration(registration: Registration) {
  const key = registrationQueryKey(registration.projectId, registration._id)!;
  if (peekQuery(key).status === 'success') return;
  setQueryData(key, registration);
  // A failed load (the network went again) leaves the answer shown, never an error page.
  void loadRegistration(registration.projectId, registration._id).then(
    (stored) => setQueryData(key, stored),
    () => {},
  );
}

/** After a change (attendance, sessions), the shell shows the new registration at once. */
export function storeRegistration(registration: Registration) {
  const key = registrationQueryKey(registration.projectId, registration._id)!;
  setQueryData(key, registration);
  recordFreshness(key, undefined);
  // The offline copy follows too, or a reload on bad Wi-Fi would show the old attendance.
  void saveOffline(key, registration);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
