/** The agenda's rows and breakout groups, with the texts of the PO catalogs in every locale. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale, ProjectEvent } from '../../../src/contract';
import { breakoutRounds } from '../../../src/domain/breakouts';
import { AgendaPanel } from '../../../src/features/agenda/AgendaPanel';
import { BreakoutGroup } from '../../../src/features/agenda/BreakoutGroup';
import { SessionRow } from '../../../src/features/agenda/SessionRow';
import { activateLocale } from '../../../src/i18n/activate';
import { ShellContext, type Shell } from '../../../src/project/shellContext';

afterEach(cleanup);
const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

const NOW = 1_000_000;
const base = { durationInMinutes: 60, startTimeFormattedTime: '13:00' } as const;
const opening = {
  ...base,
  _id: 'opening',
  name: 'Opening',
  startTime: NOW - 7200,
  onDemandActive: true,
} as ProjectEvent;
const roundA = {
  ...base,
  _id: 'a',
  name: 'Session A',
  startTime: NOW - 600,
  breakout_group: 'r1',
  breakoutGroupName: 'Round 1',
} as ProjectEvent;
const roundB = { ...roundA, _id: 'b', name: 'Session B', disabled: true } as ProjectEvent;
const closing = { ...base, _id: 'closing', name: 'Closing', startTime: NOW + 3900 } as ProjectEvent;

function row(event: ProjectEvent, registered: boolean, overrides: Partial<Parameters<typeof SessionRow>[0]> = {}) {
  return (
    <SessionRow
      key={event._id}
      event={event}
      now={NOW}
      currentEventId="a"
      registered={registered}
      counts={undefined}
      buttonsHidden={false}
      canRegister
      busy={false}
      notice={undefined}
      onWatch={vi.fn()}
      onRegister={vi.fn()}
      {...overrides}
    />
  );
}

describe('labels and the full message in the five locales', () => {
  it.each<[Locale, string[]]>([
    ['en', ['Watch', 'NOW', 'This session is currently full', '1 h 5 min', 'Register']],
    ['nlFormal', ['Bekijken', 'NU', 'Deze sessie is momenteel vol', '1 u 5 min', 'Registreren']],
    ['nlInformal', ['Bekijken', 'NU', 'Deze sessie is momenteel vol', '1 u 5 min', 'Registreren']],
    ['de', ['Ansehen', 'JETZT', 'Diese Session ist derzeit ausgebucht', '1 Std. 5 Min.', 'Anmelden']],
    ['fr', ['Regarder', 'EN COURS', 'Cette session est actuellement complète', '1 h 5 min', "S'inscrire"]],
  ])('%s', async (locale, [watch, now, full, until, register]) => {
    await activateLocale(locale);
    wrap(<ul>{[row(opening, true), row(roundA, true), row(roundB, false), row(closing, true)]}</ul>);
    expect(screen.getByRole('button', { name: watch })).toBeInTheDocument();
    expect(screen.getByText(now!)).toBeInTheDocument();
    expect(screen.getByText(full!)).toBeInTheDocument();
    expect(screen.getByText(until!)).toBeInTheDocument();
    cleanup();
    wrap(<ul>{row(closing, false)}</ul>);
    expect(screen.getByRole('button', { name: register! }).textContent).toBe(register);
  });

  it('"< 1 min" under a minute, and no buttons for a project on the hidden list', async () => {
    await activateLocale('en');
    wrap(
      <ul>
        {row({ ...closing, startTime: NOW + 59 }, true)}
        {row(opening, true, { buttonsHidden: true })}
      </ul>,
    );
    expect(screen.getByText('< 1 min')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('breakout group', () => {
  const [round] = breakoutRounds([roundA, roundB]);
  const group = (preventSwitching: boolean, opened = false) =>
    wrap(
      <ul>
        <BreakoutGroup
          round={round!}
          selected={['a']}
          preventSwitching={preventSwitching}
          opened={opened}
          renderSession={(e) => row(e, e._id === 'a')}
        />
      </ul>,
    );

  it('collapses to the chosen session and expands to switch rooms', async () => {
    await activateLocale('en');
    group(false);
    expect(screen.queryByText('Session B')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all sessions' }));
    expect(screen.getByText('Session B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show only my session' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('cannot be expanded with preventSwitchingRooms, not even by the hash', async () => {
    await activateLocale('en');
    group(true, true);
    expect(screen.queryByRole('button', { name: 'Show all sessions' })).toBeNull();
    expect(screen.queryByText('Session B')).toBeNull();
    expect(screen.getByText('Session A')).toBeInTheDocument();
  });

  it('opens when the hash names it', async () => {
    await activateLocale('en');
    Element.prototype.scrollIntoView = vi.fn();
    group(false, true);
    expect(screen.getByText('Session B')).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});

describe('agenda panel', () => {
  const shell = (projectType: string) =>
    ({
      project: {
        _id: 'p',
        projectType,
        preventSwitchingRooms: false,
        event: closing,
        events: [opening, roundA, roundB, closing],
      },
      eventId: 'closing',
      registrationId: null,
      registration: null,
      pwaLook: false,
      previewMode: null,
    }) as unknown as Shell;
  const panel = (projectType: string) =>
    wrap(
      <Router hook={memoryLocation({ path: '/closing/registration' }).hook}>
        <ShellContext.Provider value={shell(projectType)}>
          <AgendaPanel />
        </ShellContext.Provider>
      </Router>,
    );

  it('lists the sessions in order, a round as one group, for multi-session projects only', async () => {
    await activateLocale('en');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline in this test'));
    panel('multiSession');
    expect(screen.getByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    const names = [...document.querySelectorAll('.agenda-name')].map((n) => n.textContent);
    expect(names).toEqual(['Opening', 'Session A', 'Session B', 'Closing']);
    expect(screen.getByRole('list', { name: 'Round 1' })).toBeInTheDocument();
    cleanup();
    panel('hybrid');
    expect(screen.queryByRole('heading', { name: 'Agenda' })).toBeNull();
    vi.restoreAllMocks();
  });
});
