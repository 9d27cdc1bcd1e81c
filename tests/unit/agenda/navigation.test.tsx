/** Auto-navigation: once the controller says post, 30 s, then the next session; none after the last. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState, ProjectEvent } from '../../../src/contract';
import MultiSessionNavigation from '../../../src/features/agenda/MultiSessionNavigation';
import { holdClock } from '../../../src/domain/time';
import { activateLocale } from '../../../src/i18n/activate';
import { ShellContext, type Shell } from '../../../src/project/shellContext';
import { applyLiveState, resetLive } from '../../../src/state/live';

const NOW = 1_800_000_000;
const round = {
  _id: 'a',
  name: 'Session A',
  startTime: NOW - 3600,
  durationInMinutes: 60,
  breakout_group: 'r1',
} as ProjectEvent;
const closing = { _id: 'closing', name: 'Closing panel', startTime: NOW + 3600, durationInMinutes: 45 } as ProjectEvent;
const state = (version: number, broadcast: LiveState['state']): LiveState => ({
  version,
  state: broadcast,
  mode: 'player',
  activePoll: null,
  activeQuiz: null,
  onAirAt: null,
  visible: { polls: false, chat: false, questions: true, handouts: true, quiz: false, evaluation: false, cta: false },
});

function mount(event: ProjectEvent) {
  const location = memoryLocation({ path: `/${event._id}/reg`, record: true });
  const shell = {
    project: { _id: 'p', projectType: 'multiSession', event, events: [round, closing] },
    eventId: event._id,
    registrationId: 'demoRegistrationMulti001',
    registration: { _id: 'demoRegistrationMulti001', SELECTED_EVENTS: ['a'] },
    pwaLook: false,
    previewMode: null,
  } as unknown as Shell;
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook}>
        <ShellContext.Provider value={shell}>
          <MultiSessionNavigation />
        </ShellContext.Provider>
      </Router>
    </I18nProvider>,
  );
  return location;
}

beforeEach(async () => {
  await activateLocale('en');
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW * 1000);
  resetLive();
});
afterEach(() => {
  cleanup();
  holdClock(null);
  vi.useRealTimers();
  resetLive();
});

describe('auto-navigation', () => {
  it('waits for post, counts 30 s, then opens the next session', async () => {
    const location = mount(round);
    act(() => {
      applyLiveState(state(1, 'on-air'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      applyLiveState(state(2, 'post'));
    });
    // The dialog is a lazy chunk (ui/LazyDialog): its first import is transformed on the spot, seconds under load.
    expect(
      await screen.findByRole('dialog', { name: 'This session has ended' }, { timeout: 15_000 }),
    ).toHaveTextContent('You go to the next session in 30 seconds:');
    expect(screen.getByRole('dialog')).toHaveTextContent('Closing panel');
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(location.history.at(-1)).toBe('/a/reg');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(location.history.at(-1)).toBe('/closing/demoRegistrationMulti001');
  });

  it('stops after the last session', async () => {
    const location = mount(closing);
    act(() => {
      applyLiveState(state(1, 'post'));
    });
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history).toEqual(['/closing/reg']);
  });

  // A server-rendered page hydrates at the server's second (app/serverRendered.ts). When the
  // post state arrived before the clock was released, the 30 s counted from the server's clock
  // against the visitor's: 40 minutes apart, the page left at the next tick (CI under load).
  it('counts 30 s on the visitor clock when the post state arrives while a server-rendered page hydrates', async () => {
    holdClock(NOW - 2400);
    const location = mount(round);
    await act(async () => {
      applyLiveState(state(1, 'post'));
    });
    act(() => {
      holdClock(null);
    });
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(await screen.findByRole('dialog', { name: 'This session has ended' })).toHaveTextContent(
      'You go to the next session in 30 seconds:',
    );
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(location.history.at(-1)).toBe('/a/reg');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(location.history.at(-1)).toBe('/closing/demoRegistrationMulti001');
  });
});
