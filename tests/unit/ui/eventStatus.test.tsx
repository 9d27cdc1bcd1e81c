/**
 * The event status line names another session only when it is one: a refreshed project (new
 * objects, same event) must not flash "Next: …" for a render (a layout shift after hydration).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { ProjectEvent } from '../../../src/contract';
import { EventStatus } from '../../../src/features/event-info/EventParts';
import { activateLocale } from '../../../src/i18n/activate';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW_MS = 1_800_000_000_000;
const event = {
  _id: 'webinar',
  name: 'BENG in de praktijk',
  startTime: NOW_MS / 1000 + 3 * 86_400,
  durationInMinutes: 60,
} as ProjectEvent;

it('a refreshed copy of the same event shows no "Next:" line, not even for one render', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_MS);
  await activateLocale('en');
  const ui = (shown: ProjectEvent) => (
    <I18nProvider i18n={i18n}>
      <EventStatus event={shown} />
    </I18nProvider>
  );
  const { rerender } = render(ui(event));
  expect(screen.getByRole('timer')).toBeTruthy();
  // Every node the re-render adds, also ones an effect removes again before the test could look.
  const watcher = new MutationObserver(() => {});
  watcher.observe(document.body, { subtree: true, childList: true });
  rerender(ui({ ...event }));
  const added = watcher.takeRecords().flatMap((record) => [...record.addedNodes].map((node) => node.textContent));
  watcher.disconnect();
  expect(added.filter((text) => text?.includes('Next:'))).toEqual([]);
  expect(screen.queryByText(/Next:/)).toBeNull();
});
