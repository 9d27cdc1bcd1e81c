/**
 * The organiser's per-event switch of the captions (issue 48, `event.showCaptions`): with the
 * captions on, a line the stream brought shows over the player with the CC toggle; switched off,
 * the same line shows nothing: no box and no CC button.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState, Project } from '../../../src/contract';
import { LiveStage } from '../../../src/features/live/LiveStage';
import { activateLocale, loadMessages } from '../../../src/i18n/activate';
import { ShellContext, type Shell } from '../../../src/project/shellContext';
import { captionsInbox } from '../../../src/state/captionsInbox';
import { applyLiveState, resetLive } from '../../../src/state/live';

const event = { _id: 'summit', name: 'Summit', startTime: 0, durationInMinutes: 60 };
const projectWith = (showCaptions?: boolean) =>
  ({
    _id: 'proj-summit',
    companyId: 'acme',
    eventTitle: 'Summit',
    projectType: 'hybrid',
    language: 'en',
    event: showCaptions === undefined ? event : { ...event, showCaptions },
    events: [],
    registration: { fields: [] },
  }) as unknown as Project;

const live: LiveState = {
  version: 1,
  state: 'on-air',
  mode: 'player',
  activePoll: null,
  activeQuiz: null,
  onAirAt: null,
  visible: { polls: false, chat: false, questions: false, handouts: false, quiz: false, evaluation: false, cta: false },
};

function renderStage(project: Project) {
  const shell: Shell = {
    project,
    eventId: 'summit',
    registrationId: null,
    registration: null,
    pwaLook: false,
    previewMode: null,
  };
  return render(
    <I18nProvider i18n={i18n}>
      <ShellContext.Provider value={shell}>
        <LiveStage broadcast="summit" />
      </ShellContext.Provider>
    </I18nProvider>,
  );
}

const line = { lang: 'en', seq: 1, rev: 1, text: 'Welcome to the summit.', final: true, at: 0 };

beforeAll(async () => {
  await activateLocale('en');
  // The captions views and their strings, loaded lazily by the page, ready before the first render.
  await Promise.all([loadMessages('interaction'), import('../../../src/features/captions/captionParts')]);
}, 60_000);
beforeEach(() => {
  // jsdom plays no media: the player's autoplay is answered as a browser that allows it.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  applyLiveState(live);
  captionsInbox.push(JSON.stringify({ lines: [line] }));
});
afterEach(() => {
  cleanup();
  captionsInbox.reset();
  resetLive();
  vi.restoreAllMocks();
});

describe('the captions on the live player', () => {
  it('show the line and the CC toggle while the event has captions (the default)', async () => {
    renderStage(projectWith());
    expect(await screen.findByTestId('captions-toggle')).toHaveTextContent('CC');
    expect(screen.getByTestId('captions-box')).toHaveTextContent('Welcome to the summit.');
  });

  it('show nothing, no CC button, when the organiser switched them off', async () => {
    renderStage(projectWith(false));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.querySelector('video')).not.toBeNull();
    expect(screen.queryByTestId('captions-toggle')).toBeNull();
    expect(screen.queryByText('Welcome to the summit.')).toBeNull();
  });
});
