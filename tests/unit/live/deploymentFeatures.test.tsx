/**
 * A provider the deployment leaves unconfigured (issue 44: production without CHAT_*_EMBED,
 * LINKEDIN_*, PUBLISHER_*, JITSI_DOMAIN) takes its way in off the page: no chat tab, no sign-in
 * button, no meeting. The same components show them with the demo's settings.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDeploymentSettings } from '../../../src/config';
import { DEMO_DEPLOYMENT_SETTINGS, withoutProviders, type LiveState, type Project } from '../../../src/contract';
import { LiveStage } from '../../../src/features/live/LiveStage';
import { LiveTabs } from '../../../src/features/live-tabs/LiveTabs';
import { FormPanel, LinkedinButton } from '../../../src/features/registration/FormPanel';
import { firstOutboxRead } from '../../../src/features/registration/useEarlierRegistration';
import { ShellContext, type Shell } from '../../../src/project/shellContext';
import { applyLiveState, resetLive } from '../../../src/state/live';

// The form itself (its fields, session choice, outbox) is not what is looked at here: a stand-in.
vi.mock('../../../src/features/registration/RegistrationForm', async () => {
  const { createElement } = await import('react');
  return { RegistrationForm: () => createElement('form', { 'data-testid': 'registration-form' }) };
});

const project = {
  _id: 'proj-summit',
  companyId: 'acme',
  eventTitle: 'Summit',
  projectType: 'hybrid',
  language: 'en',
  event: {
    _id: 'summit',
    name: 'Summit',
    startTime: 0,
    durationInMinutes: 60,
    chatType: 'eventChat',
    eventChatId: 'room-1',
  },
  events: [],
  registration: { fields: [], showLinkedin: true },
} as unknown as Project;

const live = (patch: Partial<LiveState>): LiveState => ({
  version: 1,
  state: 'on-air',
  mode: 'player',
  activePoll: null,
  activeQuiz: null,
  onAirAt: null,
  visible: { polls: false, chat: true, questions: false, handouts: false, quiz: false, evaluation: false, cta: false },
  ...patch,
});

function renderInShell(node: ReactNode, shell: Partial<Shell> = {}) {
  const value: Shell = {
    project,
    eventId: 'summit',
    registrationId: null,
    registration: null,
    pwaLook: false,
    previewMode: null,
    ...shell,
  };
  return render(
    <I18nProvider i18n={i18n}>
      <ShellContext.Provider value={value}>{node}</ShellContext.Provider>
    </I18nProvider>,
  );
}

const production = withoutProviders(DEMO_DEPLOYMENT_SETTINGS);

beforeAll(async () => {
  // the source texts, whatever an earlier file of the worker activated
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  await LinkedinButton.preload();
});
// As the registration page does before each first render (RegistrationPage's prepare): a mounted form forgets its read.
beforeEach(() => firstOutboxRead('summit'));
afterEach(() => {
  cleanup();
  resetLive();
  applyDeploymentSettings(DEMO_DEPLOYMENT_SETTINGS);
  vi.unstubAllGlobals();
});

describe('the chat tab', () => {
  it("is offered while the controller shows the chat and the deployment embeds the event's kind", () => {
    applyLiveState(live({}));
    renderInShell(<LiveTabs broadcast="summit" vertical />);
    expect(screen.getByRole('tab', { name: 'Chat' })).toBeInTheDocument();
  });

  it('is absent on a deployment without that chat', () => {
    applyDeploymentSettings(production);
    applyLiveState(live({}));
    renderInShell(<LiveTabs broadcast="summit" vertical />);
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(0);
    expect(screen.queryByRole('tab', { name: 'Chat' })).toBeNull();
  });
});

describe('the sign-in buttons', () => {
  it('shows the LinkedIn button the project asks for when the deployment has the provider', async () => {
    renderInShell(<FormPanel />);
    expect(await screen.findByRole('button', { name: 'Fill in with LinkedIn' })).toBeInTheDocument();
  });

  it("shows neither LinkedIn nor the publisher's sign-in without the providers; the form is the way in", async () => {
    applyDeploymentSettings(production);
    const publisherProject = { ...project, registration: { ...project.registration, type: 'publisher' } } as Project;
    renderInShell(<FormPanel />, { project: publisherProject });
    expect(await screen.findByTestId('registration-form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill in with LinkedIn' })).toBeNull();
    expect(screen.queryByTestId('publisher-signin')).toBeNull();
  });

  it("sends a publisher-type project to the publisher's sign-in where the deployment has it", async () => {
    const publisherProject = { ...project, registration: { ...project.registration, type: 'publisher' } } as Project;
    renderInShell(<FormPanel />, { project: publisherProject });
    expect(await screen.findByTestId('publisher-signin')).toBeInTheDocument();
  });
});

describe('the video meeting', () => {
  it('is not started on a deployment without a meeting domain: a notice stands in its place', () => {
    applyDeploymentSettings(production);
    applyLiveState(live({ mode: 'meeting' }));
    renderInShell(<LiveStage broadcast="summit" />);
    expect(screen.queryByTestId('live-meeting')).toBeNull();
    expect(screen.getByTestId('live-meeting-off')).toHaveTextContent(
      'The video meeting is not available on this site.',
    );
  });

  it("starts with the deployment's meeting domain", async () => {
    // The token call never answers and the meeting's script counts as loaded (nothing leaves
    // this machine): only the widget's presence is looked at.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    vi.stubGlobal(
      'JitsiMeetExternalAPI',
      class {
        dispose() {}
      },
    );
    applyDeploymentSettings({ ...production, live: { ...production.live, jitsiDomain: 'meet.example.org' } });
    applyLiveState(live({ mode: 'meeting' }));
    renderInShell(<LiveStage broadcast="summit" />);
    // Its code loads when the controller switches to a meeting.
    expect(await screen.findByTestId('live-meeting')).toBeInTheDocument();
  });
});
