import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../src/contract';
import { ShellContext, useShell, type Shell } from '../../../src/project/shellContext';
import { PasswordGate } from '../../../src/features/password/PasswordGate';
import { readSecureData } from '../../../src/features/password/secureData';
import { activateLocale } from '../../../src/i18n/activate';
import { SESSION } from '../../../src/state/storageKeys';

const project = {
  _id: 'proj-secure',
  eventTitle: 'Members meeting',
  projectType: 'webinar',
  language: 'en',
  event: { _id: 'secure-event', name: 'Members meeting', startTime: 0, durationInMinutes: 60 },
  events: [],
  registration: { fields: [] },
  security: { passwordLivePageActive: true },
} as unknown as Project;
const shell: Shell = {
  project,
  eventId: 'secure-event',
  registrationId: null,
  registration: null,
  pwaLook: false,
  previewMode: null,
};

function renderGate(active?: boolean) {
  return render(
    <I18nProvider i18n={i18n}>
      <ShellContext.Provider value={shell}>
        <PasswordGate active={active}>
          <p>Secret live page</p>
        </PasswordGate>
      </ShellContext.Provider>
    </I18nProvider>,
  );
}

/** The protected endpoint, answering like the reference server: 401 unless the password matches exactly. */
function serverWithPassword(expected: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { password } = JSON.parse(String(init.body)) as { password: string };
      calls.push(`${url} ${password}`);
      if (password !== expected) {
        return new Response(JSON.stringify({ error: 'wrong' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ eventId: 'secure-event', token: 't0k3n', onDemandID: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeAll(() => activateLocale('en'));
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PasswordGate', () => {
  it('shows the page at once when the project has no page password', () => {
    renderGate(false);
    expect(screen.getByText('Secret live page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the page hidden behind a dialog that has no close button and ignores Escape', () => {
    renderGate();
    const dialog = screen.getByRole('dialog', { name: 'This page is secured' });
    expect(screen.queryByText('Secret live page')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('toggles the password visibility with a pressed-state button', () => {
    renderGate();
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('warns while Caps Lock is on', () => {
    renderGate();
    const input = screen.getByLabelText('Password');
    const press = (capsLock: boolean) => {
      const event = new KeyboardEvent('keydown', { key: 'A', bubbles: true });
      Object.defineProperty(event, 'getModifierState', { value: (key: string) => key === 'CapsLock' && capsLock });
      act(() => {
        input.dispatchEvent(event);
      });
    };
    press(true);
    expect(screen.getByText('Caps Lock is on.')).toBeInTheDocument();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Caps Lock is on.').id);
    press(false);
    expect(screen.queryByText('Caps Lock is on.')).toBeNull();
  });

  it('says a wrong password is invalid, then opens the page and remembers it for this event', async () => {
    const calls = serverWithPassword('Open-Sesame');
    renderGate();
    const input = screen.getByLabelText('Password');
    fireEvent.change(input, { target: { value: 'open-sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    const alert = await screen.findByText(
      'The password you entered is invalid. Note that the password is case-sensitive.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(input, { target: { value: 'Open-Sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    await screen.findByText('Secret live page');
    expect(calls).toEqual([
      '/frontend-api/projectevents/secure-event/protected open-sesame',
      '/frontend-api/projectevents/secure-event/protected Open-Sesame',
    ]);
    expect(readSecureData('secure-event')).toEqual({ eventId: 'secure-event', token: 't0k3n', onDemandID: null });
    expect(JSON.parse(sessionStorage.getItem(SESSION.secureData)!)).toHaveProperty('secure-event');
  });

  it('skips the dialog when this tab already unlocked the event', () => {
    sessionStorage.setItem(
      SESSION.secureData,
      JSON.stringify({ 'secure-event': { eventId: 'secure-event', token: 'x', onDemandID: null } }),
    );
    renderGate();
    expect(screen.getByText('Secret live page')).toBeInTheDocument();
  });

  it('tells the visitor when the check failed because they are offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderGate();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Open-Sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You are offline'));
    expect(screen.getByLabelText('Password')).toHaveValue('Open-Sesame');
  });

  it(
    'gives the page the protected data and the token, ' + 'and asks again once the token is refused (issue 27)',
    async () => {
      sessionStorage.setItem(
        SESSION.secureData,
        JSON.stringify({
          'secure-event': {
            eventId: 'secure-event',
            token: 'good.token',
            expiresAt: Date.now() / 1000 + 3600,
            livePageContent: '<p>Agenda questions here</p>',
            liveDirectorBroadcastSlug: 'members-2026',
            onDemandID: 'od-members-key',
          },
        }),
      );
      let seen: Shell | null = null;
      // biome-ignore lint/correctness/noComponentHookFactories: a test's component writes the test's variables
      function Page() {
        seen = useShell();
        return (
          <button type="button" onClick={() => seen?.pageTokenRejected?.()}>
            Refuse
          </button>
        );
      }
      render(
        <I18nProvider i18n={i18n}>
          <ShellContext.Provider value={shell}>
            <PasswordGate>
              <Page />
            </PasswordGate>
          </ShellContext.Provider>
        </I18nProvider>,
      );
      expect(seen!.pageToken).toBe('good.token');
      expect(seen!.project.event).toMatchObject({
        livePageContent: '<p>Agenda questions here</p>',
        liveDirectorBroadcastSlug: 'members-2026',
        onDemandID: 'od-members-key',
      });
      fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
      expect(await screen.findByRole('dialog', { name: 'This page is secured' })).toBeInTheDocument();
      expect(readSecureData('secure-event')).toBeNull();
    },
  );

  it('asks again when the kept token has expired', () => {
    sessionStorage.setItem(
      SESSION.secureData,
      JSON.stringify({ 'secure-event': { eventId: 'secure-event', token: 'old', expiresAt: Date.now() / 1000 - 1 } }),
    );
    renderGate();
    expect(screen.getByRole('dialog', { name: 'This page is secured' })).toBeInTheDocument();
  });
});
