/**
 * Multi-session auto-navigation on the personal event page (spec 2 sections 2, 4 and 9): once the
 * live controller says the session is post, a dialog counts 30 s and then opens the next session;
 * 'navigate now' goes at once; it stops after the last one. The shell leaves it out in preview.
 * (The session-end countdown of the last 60 s is the live page's:
 * features/live/SessionEndCountdown.)
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AUTO_NAVIGATION_SECONDS, nextSession } from '../../domain/agenda';
import { paths } from '../../domain/paths';
import { clockHeld, nowSeconds } from '../../domain/time';
import { useNow } from '../../hooks/useNow';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';
import { LazyDialog } from '../../ui/LazyDialog';
import { AfterSessionNote } from './AfterSessionNote';

export const AUTO_NAVIGATION_MAX_WIDTH = 840;

/**
 * `actions`: the ended session's evaluation and call-to-action (the app passes the live page's
 * buttons): in the dialog during the countdown, and in a note on the next session's page after
 * it, so the navigation never takes them away.
 */
export default function MultiSessionNavigation({ actions }: { actions?: ReactNode }) {
  const { project, registration, registrationId } = useShell();
  const [, navigate] = useLocation();
  const now = useNow(1000);
  const event = project.event;
  const post = useLiveSnapshot().live?.state === 'post';
  const [postSince, setPostSince] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const selected = registration?.SELECTED_EVENTS ?? [];
  const next = registrationId ? nextSession(project.events, selected, event._id, now) : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies(now): each tick looks again (the visitor's clock)
  useEffect(() => {
    // The post state can arrive while a server-rendered page hydrates, when `now` is the
    // server's second (app/serverRendered.ts), possibly minutes off the visitor's clock that
    // counts down: then the page left at once or 30 s late. The count starts on the visitor's
    // clock once it runs (the next tick), as `now` then is.
    if (post && postSince === null && !clockHeld()) setPostSince(nowSeconds());
    if (!post && postSince !== null) setPostSince(null);
  }, [post, postSince, now]);

  const left = postSince === null ? AUTO_NAVIGATION_SECONDS : Math.max(0, AUTO_NAVIGATION_SECONDS - (now - postSince));
  const target = next && registrationId ? paths.personal(next._id, registrationId) : null;
  const open = Boolean(post && postSince !== null && target && !dismissed);

  const go = () => {
    if (!target) return;
    sessionStore.set(SESSION.endedSession, event._id);
    navigate(target);
  };
  // Leaves once the count ends; a new `go` each render is no reason to look again.
  const leave = useEffectEvent(go);
  useEffect(() => {
    if (open && left <= 0 && target) leave();
  }, [open, left, target]);

  return (
    <>
      {!open && <AfterSessionNote actions={actions} />}
      <LazyDialog
        open={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDismissed(true);
        }}
        maxWidth={AUTO_NAVIGATION_MAX_WIDTH}
        title={<Trans>This session has ended</Trans>}
      >
        <p className="auto-navigation-text">
          <Trans>You go to the next session in {left} seconds:</Trans>
        </p>
        <p>
          <strong>{next?.name}</strong>
        </p>
        <div className="actions">
          <button type="button" className="button button-primary" onClick={go}>
            <Trans>Go to the next session now</Trans>
          </button>
        </div>
        {actions && (
          <div className="auto-navigation-actions" data-testid="auto-navigation-actions">
            {actions}
          </div>
        )}
      </LazyDialog>
    </>
  );
}
