/**
 * Whom a notification goes to: the push subscriptions of the registrations registered for a
 * session. "Starts in 10 minutes" comes from a reminder row (reminders/dispatcher.ts, channel
 * push); "a poll is open" / "questions are open" from the organiser's control call
 * (live/routes.ts). Whether a page of that browser is visible is decided by the service worker
 * (sw/push.ts): it shows nothing while one is, so the server needs no page state.
 */
import { and, eq } from 'drizzle-orm';
import { paths } from '../../src/domain/paths.ts';
import type { LiveControlPatch } from '../../src/contract/live.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pushSubscriptions, registrations } from '../db/schema.ts';
import { errorSummary } from '../lib/logSafe.ts';
import type { SessionPush } from '../reminders/dispatcher.ts';
import { registrantsOf, sessionTitle } from '../reminders/mailFanOut.ts';
import { PUSH_OFFSET_MINUTES } from '../reminders/offsets.ts';
import { loadProject, type StoredEvent, type StoredProject } from '../db/projects.ts';
import { projectLanguage } from '../db/projects.ts';
import { pushBody, pushLang, type PushKind } from './pushText.ts';
import { sendPushes, type PushTarget } from './send.ts';
import { vapidDetails } from './vapid.ts';

async function targetsOf(db: Db, projectId: string, eventId: string, madeBy: Date): Promise<PushTarget[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      registrationId: pushSubscriptions.registrationId,
      eventId: pushSubscriptions.eventId,
    })
    .from(pushSubscriptions)
    .innerJoin(registrations, eq(registrations.id, pushSubscriptions.registrationId))
    .where(and(eq(pushSubscriptions.projectId, projectId), registrantsOf(projectId, eventId, madeBy)));
}

export interface Notifier extends SessionPush {
  /** After a control change: notify the session's subscribers of a poll or the questions opening. */
  liveOpened(projectId: string, eventId: string, patch: LiveControlPatch): void;
}

export function createNotifier(
  db: Db,
  config: Config,
  now: () => Date,
  log = (line: string) => console.warn(line),
): Notifier {
  const vapid = vapidDetails(config);
  const send = (project: StoredProject, event: StoredEvent, kind: PushKind, targets: PushTarget[]) => async () => {
    const language = projectLanguage(project);
    await sendPushes(
      db,
      vapid,
      targets,
      (target) => ({
        kind,
        title: sessionTitle(project, event),
        body: pushBody(language, kind, PUSH_OFFSET_MINUTES),
        lang: pushLang(language),
        // The page of the session with the registration the browser subscribed with.
        url: paths.personal(event.id, target.registrationId),
        tag: `${kind}-${event.id}`,
      }),
      log,
      config.push.loopbackForTests,
    );
  };
  return {
    async prepare(tx, project, event, dueAt) {
      const targets = await targetsOf(tx, project.id, event.id, dueAt);
      return { count: targets.length, send: send(project, event, 'session-soon', targets) };
    },
    liveOpened(projectId, eventId, patch) {
      const kinds: PushKind[] = [];
      if (patch.activePoll) kinds.push('poll-open');
      if (patch.visible?.questions === true) kinds.push('questions-open');
      if (!kinds.length) return;
      void (async () => {
        const project = await loadProject(db, projectId);
        const event = project?.events.find((e) => e.id === eventId);
        if (!project || !event) return;
        const targets = await targetsOf(db, projectId, eventId, now());
        for (const kind of kinds) await send(project, event, kind, targets)();
      })().catch((err) => log(`Push: ${errorSummary(err)}`));
    },
  };
}
