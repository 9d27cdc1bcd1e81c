/**
 * The background loads of useWarmOffline.ts, in a chunk of their own: they start seconds after
 * the first paint, so the first download does not carry them.
 */
import { api } from '../api/client';
import { checkInApi } from '../api/checkIn';
import { evaluationApi } from '../api/evaluation';
import { evaluationFor } from '../domain/evaluation';
import { OPEN_REGISTRATION_ID } from '../domain/ids';
import { showsParticipants } from '../domain/participants';
import type { Shell } from './shellContext';

/** Every call settles on its own; a failure only means that page will say it is offline. */
export async function warm(shell: Shell, registrationId: string | null): Promise<void> {
  const { project, registration } = shell;
  const calls: Promise<unknown>[] = [api.countEachEvent(project._id), ...imagesOf(shell).map(warmImage)];
  if (registrationId && registrationId !== OPEN_REGISTRATION_ID) {
    if (showsParticipants(project.registration)) calls.push(api.participants(project._id, registrationId));
    if (project.projectType === 'hybrid') calls.push(api.countOnSiteViewers(project._id));
    const evaluation = evaluationFor(project, registration?.on_site_viewer === 1);
    if (evaluation) calls.push(evaluationApi.stored(evaluation._id, registrationId));
    // The on-site ticket (issue 49): it opens offline at the door even if never opened before.
    if (project.projectType === 'hybrid' && registration?.on_site_viewer === 1)
      calls.push(checkInApi.ticket(project._id, registrationId));
  }
  await Promise.allSettled(calls);
}

function imagesOf({ project }: Shell): string[] {
  const urls = [
    project.style?.logoUrl,
    project.style?.backgroundUrl,
    project.pwaStyle?.backgroundUrl,
    project.sponsorsFooterLogo?.url,
    ...(project.speakers ?? []).map((speaker) => speaker.avatar?.url),
    ...(project.sponsors ?? []).map((sponsor) => sponsor.avatar?.url),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/** Loads an image at low priority, so the worker's image cache keeps it. */
function warmImage(src: string): Promise<void> {
  const image = new Image();
  image.fetchPriority = 'low';
  image.src = src;
  return image.decode().catch(() => undefined);
}
