/**
 * The page password (spec 1 "Password page"): a persistent dialog in front of a protected page
 * (the live page when security.passwordLivePageActive; the on-demand page passes `active`).
 * The page itself is not rendered until the right password was given in this tab. Then it sees
 * the project with the event's protected fields and the page token in its shell (issue 27); when
 * the server refuses the token, the dialog comes back.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import { ShellContext, useShell } from '../../project/shellContext';
import { Dialog } from '../../ui/Dialog';
import { clearSecureData, readSecureData, storeSecureData, withSecureData, type SecureData } from './secureData';
import '../../ui/accountPage.css';
import './password.css';

interface Props {
  children: ReactNode;
  /** Whether the page is protected; defaults to the project's live-page password setting. */
  active?: boolean;
  /** The event the password belongs to; defaults to the shell's event. */
  eventId?: string;
  /** Called with the secure data once unlocked (or at once when this tab unlocked it before). */
  onUnlocked?: (data: SecureData) => void;
}

export function PasswordGate({ children, active, eventId, onUnlocked }: Props) {
  const shell = useShell();
  const protectedPage = active ?? Boolean(shell.project.security?.passwordLivePageActive);
  const event = eventId ?? shell.eventId;
  const [secure, setSecure] = useState(() => readSecureData(event));
  const pageTokenRejected = useCallback(() => {
    clearSecureData(event);
    setSecure(null);
  }, [event]);
  const unlockedShell = useMemo(
    () =>
      secure && {
        ...shell,
        project: withSecureData(shell.project, event, secure),
        pageToken: secure.token,
        pageTokenRejected,
      },
    [shell, event, secure, pageTokenRejected],
  );
  if (!protectedPage) return <>{children}</>;
  if (unlockedShell) return <ShellContext.Provider value={unlockedShell}>{children}</ShellContext.Provider>;
  return (
    <PasswordDialog
      eventId={event}
      onUnlocked={(data) => {
        storeSecureData(event, data);
        setSecure(data);
        onUnlocked?.(data);
      }}
    />
  );
}

type Failure = 'wrong' | 'offline' | 'rate-limited' | 'other' | 'empty' | null;

function PasswordDialog({ eventId, onUnlocked }: { eventId: string; onUnlocked: (data: SecureData) => void }) {
  const { t } = useLingui();
  const { project } = useShell();
  const eventTitle = project.eventTitle;
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const inputId = `${ids}-password`;
  const errorId = `${ids}-error`;
  const capsId = `${ids}-caps`;

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setFailure('empty');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onUnlocked(await api.checkPagePassword(eventId, password));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) setFailure('wrong');
      else if (error instanceof ApiError && error.isNetwork) setFailure('offline');
      else if (error instanceof ApiError && error.status === 429) setFailure('rate-limited');
      else setFailure('other');
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [failure && errorId, capsLock && capsId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="password-backdrop">
      <Dialog
        open
        persistent
        maxWidth={480}
        title={<Trans>This page is secured</Trans>}
        description={<Trans>Enter the password you received from the organiser of {eventTitle}.</Trans>}
      >
        <form noValidate onSubmit={submit} aria-busy={busy}>
          <div className="form-field">
            <label htmlFor={inputId}>
              <Trans>Password</Trans>
            </label>
            <div className="input-with-button">
              <input
                id={inputId}
                className="form-input"
                type={visible ? 'text' : 'password'}
                autoComplete="current-password"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                value={password}
                aria-invalid={failure === 'wrong' || failure === 'empty' ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  setPassword(event.target.value);
                  if (failure === 'empty') setFailure(null);
                }}
                onKeyDown={trackCapsLock}
                onKeyUp={trackCapsLock}
                onBlur={() => setCapsLock(false)}
              />
              <button
                type="button"
                className="button button-outline password-toggle"
                aria-pressed={visible}
                aria-controls={inputId}
                aria-label={t`Show password`}
                onClick={() => setVisible((value) => !value)}
              >
                <Trans>Show</Trans>
              </button>
            </div>
            <p id={capsId} className="field-hint caps-warning" role="status">
              {capsLock && <Trans>Caps Lock is on.</Trans>}
            </p>
          </div>
          <div id={errorId} role="alert" className={failure ? 'notice notice-error' : undefined}>
            {failure === 'wrong' && (
              <Trans>The password you entered is invalid. Note that the password is case-sensitive.</Trans>
            )}
            {failure === 'empty' && <Trans>Please enter the password.</Trans>}
            {failure === 'offline' && (
              <Trans>You are offline, so the password could not be checked. Try again when you are back online.</Trans>
            )}
            {failure === 'rate-limited' && <Trans>Too many attempts. Please wait a moment and try again.</Trans>}
            {failure === 'other' && <Trans>The password could not be checked. Please try again.</Trans>}
          </div>
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              <Trans>Open the page</Trans>
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
