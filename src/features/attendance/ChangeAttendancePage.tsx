/**
 * /{event_id}/{registration_id}/change-attendance (hybrid only; other projects go to unregister):
 * online/on-site toggle, the seats left (polled every 2.5 s), the change with a new confirmation
 * mail, a 5 s success toast and a 5 s lock. Giving up an on-site seat asks once first (issue 29:
 * seats are scarce and one tap should not lose one). A failed change keeps the previous value and says so;
 * offline the change is kept in the outbox and sent later, exactly once (useCommand).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Toast, ToggleGroup } from 'radix-ui';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ToastRegion } from '../../ui/ToastRegion';
import { useEffect, useRef, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { ApiError } from '../../api/http';
import { DesktopLayout } from '../../project/DesktopLayout';
import { storeRegistration } from '../../project/projectQueries';
import { useShell } from '../../project/shellContext';
import { attendanceOf, readAttendance, type Attendance } from '../../domain/attendance';
import { seatsRemaining } from '../../domain/seats';
import { ATTENDANCE_POLL_CHANGE_PAGE_MS, useAttendancePolling } from '../../hooks/useAttendancePolling';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';
import '../../ui/accountPage.css';
import './attendance.css';
import { paths } from '../../domain/paths';
import { newOutboxItem, useCommand } from '../../state/useCommand';

/** After a change, another change waits this long (spec 1 section 9). */
export const ATTENDANCE_LOCK_MS = 5000;
/** The success toast shows this long (spec 1 section 9). */
export const ATTENDANCE_TOAST_MS = 5000;

type Failure = 'storage-full' | 'no-seats' | 'other' | null;

export default function ChangeAttendancePage() {
  const { project, eventId, registrationId } = useShell();
  if (project.projectType !== 'hybrid') {
    return <Redirect to={paths.unregister(eventId, registrationId ?? '')} replace />;
  }
  return <AttendanceToggle />;
}

function AttendanceToggle() {
  const { t } = useLingui();
  const { project, eventId, registrationId, registration } = useShell();
  const { onSiteViewers, stale } = useAttendancePolling(project._id, ATTENDANCE_POLL_CHANGE_PAGE_MS);
  const [pending, setPending] = useState(false);
  const [locked, setLocked] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const [confirmingOnline, setConfirmingOnline] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const lockTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(lockTimer.current), []);

  const confirmed = (next: Attendance) => {
    if (registration) storeRegistration({ ...registration, on_site_viewer: next });
    sessionStore.set(SESSION.attendanceType, String(next));
    setToastOpen(false);
    window.requestAnimationFrame(() => setToastOpen(true));
  };
  // A change kept offline was sent later (by this page, another one or the service worker).
  // A refusal of a waiting change stays for the header to tell (in the visitor's language).
  const outbox = useCommand('attendance', {
    one: true,
    adopt: (item) => item.call.body._id === registrationId,
    onSent: ({ answer }, item) =>
      confirmed(readAttendance(answer.on_site_viewer) ?? attendanceOf(item.call.body.on_site_viewer)),
  });
  const waitingWish = outbox.queued[0]?.call.body.on_site_viewer;

  const stored = attendanceOf(registration?.on_site_viewer);
  // What the visitor sees chosen: a change waiting to be sent counts as theirs already.
  const current = waitingWish ?? stored;
  const remaining = onSiteViewers === null ? null : seatsRemaining(project.expectedOnSiteViewers, onSiteViewers);
  const onSiteUnavailable = current !== 1 && remaining !== null && remaining <= 0;

  // The shared open-registration id has no registration of its own to change.
  if (!registration || !registrationId) return <Redirect to={paths.registration(eventId)} replace />;
  if (registration.unregistered) {
    return (
      <DesktopLayout>
        <Card as="section" className="account-page">
          <h1>
            <Trans>Change attendance</Trans>
          </h1>
          <p className="notice" role="status">
            <Trans>You have been unregistered from this event.</Trans>
          </p>
          <div className="actions">
            <Link className="button button-primary" href={paths.registration(eventId)}>
              <Trans>Back to registration</Trans>
            </Link>
          </div>
        </Card>
      </DesktopLayout>
    );
  }

  const release = () => {
    setLocked(false);
    // Disabling the toggle dropped keyboard focus: give it back to the chosen option.
    window.requestAnimationFrame(() => {
      if (document.activeElement === document.body)
        rootRef.current?.querySelector<HTMLElement>('[data-state="on"]')?.focus();
    });
  };

  const change = async (wanted: Attendance) => {
    if (wanted === current || pending || locked) return;
    setFailure(null);
    // Back to what the server has: the waiting change is withdrawn, nothing to send.
    if (outbox.waiting && wanted === stored) {
      await outbox.withdraw();
      return;
    }
    setPending(true);
    // One key for this change (the item's id): the first try and every later send from the outbox.
    const body = { ...registration, _id: registrationId, event_id: eventId, on_site_viewer: wanted };
    const result = await outbox.send(newOutboxItem({ kind: 'attendance', body }, eventId));
    setPending(false);
    if (result.status === 'sent') {
      confirmed(readAttendance(result.answer.on_site_viewer) ?? wanted);
      setLocked(true);
      window.clearTimeout(lockTimer.current);
      lockTimer.current = window.setTimeout(release, ATTENDANCE_LOCK_MS);
    } else if (result.status === 'unkept') setFailure('storage-full');
    else if (result.status === 'refused')
      setFailure(result.error instanceof ApiError && result.error.kind === 'full' ? 'no-seats' : 'other');
  };

  return (
    <ToastRegion>
      <DesktopLayout>
        <Card as="section" className="account-page attendance-page">
          <h1 id="attendance-title">
            <Trans>Change attendance</Trans>
          </h1>
          <p className="muted">{project.eventTitle}</p>
          <p id="attendance-current">
            {current === 1 ? (
              <Trans>You are registered to attend on site.</Trans>
            ) : (
              <Trans>You are registered to attend online.</Trans>
            )}
          </p>
          <ToggleGroup.Root
            ref={rootRef}
            type="single"
            className="attendance-toggle"
            value={String(current)}
            onValueChange={(value) => {
              if (value === '0' && current === 1) setConfirmingOnline(true);
              else if (value === '1') void change(1);
            }}
            disabled={pending || locked}
            aria-labelledby="attendance-title"
            aria-describedby="attendance-current attendance-seats"
            aria-busy={pending}
          >
            <ToggleGroup.Item className="attendance-option" value="0">
              <span className="attendance-option-title">
                <Trans>Online</Trans>
              </span>
              <span className="attendance-option-note">
                <Trans>Watch the live stream</Trans>
              </span>
            </ToggleGroup.Item>
            <ToggleGroup.Item className="attendance-option" value="1" disabled={onSiteUnavailable}>
              <span className="attendance-option-title">
                <Trans>On site</Trans>
              </span>
              <span className="attendance-option-note">{project.location?.formattedAddress ?? t`At the venue`}</span>
            </ToggleGroup.Item>
          </ToggleGroup.Root>

          <p id="attendance-seats" className="attendance-seats" aria-live="polite">
            {remaining === null ? (
              <Trans>Checking the seats left on site…</Trans>
            ) : remaining === Number.POSITIVE_INFINITY ? null : remaining <= 0 ? (
              <Trans>No seats left on site</Trans>
            ) : (
              <Plural value={remaining} one="Only # seat left on site" other="# seats left on site" />
            )}
            {stale && remaining !== null && (
              <>
                {' '}
                <span className="muted">
                  <Trans>(last known number)</Trans>
                </span>
              </>
            )}
          </p>

          <p role="status" className={locked || outbox.waiting ? 'notice attendance-lock' : 'attendance-lock'}>
            {pending && <Trans>Saving your choice…</Trans>}
            {!pending &&
              waitingWish !== undefined &&
              (waitingWish === 1 ? (
                <Trans>
                  Your change to attend on site is saved on this device and will be sent as soon as you are online
                  again.
                </Trans>
              ) : (
                <Trans>
                  Your change to attend online is saved on this device and will be sent as soon as you are online again.
                </Trans>
              ))}
            {locked && <Trans>Your attendance was changed. You can change it again in a few seconds.</Trans>}
          </p>
          <div role="alert" className={failure ? 'notice notice-error' : undefined}>
            {failure === 'storage-full' && (
              <Trans>
                You are offline and this device's storage is full, so your attendance was not changed. Try again when
                you are back online.
              </Trans>
            )}
            {failure === 'no-seats' && (
              <Trans>
                There are no on-site seats left, so your attendance was not changed. You can still attend online.
              </Trans>
            )}
            {failure === 'other' && <Trans>Your attendance could not be changed. Please try again.</Trans>}
          </div>
          <div className="actions">
            <Link className="button button-link" href={paths.personal(eventId, registrationId)}>
              <Trans>Back to the event page</Trans>
            </Link>
          </div>
        </Card>

        <ConfirmDialog
          open={confirmingOnline}
          title={<Trans>Give up your seat on site?</Trans>}
          confirmLabel={<Trans>Yes, attend online</Trans>}
          cancelLabel={<Trans>Keep my seat</Trans>}
          onConfirm={() => {
            setConfirmingOnline(false);
            void change(0);
          }}
          onCancel={() => setConfirmingOnline(false)}
        >
          <p>
            <Trans>Your seat goes to someone else. You can only come back on site while seats are left.</Trans>
          </p>
        </ConfirmDialog>

        <Toast.Root className="toast" open={toastOpen} onOpenChange={setToastOpen} duration={ATTENDANCE_TOAST_MS}>
          <Toast.Title>
            {current === 1 ? (
              <Trans>You now attend on site. We have sent you a new confirmation e-mail.</Trans>
            ) : (
              <Trans>You now attend online. We have sent you a new confirmation e-mail.</Trans>
            )}
          </Toast.Title>
        </Toast.Root>
      </DesktopLayout>
    </ToastRegion>
  );
}
