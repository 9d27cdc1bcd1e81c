import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../src/contract';
import { ShellContext, type Shell } from '../../../src/project/shellContext';
import { LiveButtons } from '../../../src/features/live/LiveButtons';
import { activateLocale } from '../../../src/i18n/activate';

const project = {
  _id: 'proj-live',
  companyId: 'acme',
  eventTitle: 'Summit',
  projectType: 'hybrid',
  language: 'en',
  event: { _id: 'summit', name: 'Summit', startTime: 0, durationInMinutes: 60 },
  events: [],
  registration: { fields: [] },
  customCtaButton: { enabled: true, title: 'Book a demo', href: 'https://example.test/demo' },
  evaluationButton: { title: 'Share your feedback' },
  elearningButton: {
    title: 'Start the course',
    href: 'https://learn.test/courses/care-101',
    alternateHref: 'https://learn.test/alt',
  },
} as unknown as Project;
const ID = 'abcdefghijklmnopqrstuvwx';

function renderButtons(
  props: { showEvaluation: boolean; showCta: boolean; pwaUser: boolean },
  shell: Partial<Shell> = {},
) {
  const value: Shell = {
    project,
    eventId: 'summit',
    registrationId: ID,
    registration: null,
    pwaLook: props.pwaUser,
    previewMode: null,
    ...shell,
  };
  return render(
    <I18nProvider i18n={i18n}>
      <ShellContext.Provider value={value}>
        <LiveButtons {...props} />
      </ShellContext.Provider>
    </I18nProvider>,
  );
}

let calls: { url: string; body: unknown }[];
let opened: string[];
beforeAll(() => activateLocale('en'));
beforeEach(() => {
  calls = [];
  opened = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('elearning'))
        return new Response(JSON.stringify({ data: '?token=t1' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      return new Response(JSON.stringify({ ok: true }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('LiveButtons', () => {
  it('shows evaluation and call-to-action only as the controller says', () => {
    renderButtons({ showEvaluation: false, showCta: false, pwaUser: false });
    expect(screen.queryByRole('button', { name: 'Share your feedback' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book a demo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start the course' })).toBeInTheDocument();
    cleanup();
    renderButtons({ showEvaluation: true, showCta: true, pwaUser: false });
    expect(screen.getByRole('button', { name: 'Share your feedback' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a demo' })).toBeInTheDocument();
  });

  it('call-to-action: loading, records the action, opens the link after 300 ms', async () => {
    vi.useFakeTimers();
    renderButtons({ showEvaluation: false, showCta: true, pwaUser: true });
    const button = screen.getByRole('button', { name: 'Book a demo' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(opened).toEqual([]);
    expect(calls).toEqual([
      {
        url: '/api/analytics/proj-live-pwa/page-views',
        body: { action: 'custom-cta-button-click', registrationId: ID },
      },
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(opened).toEqual(['https://example.test/demo']);
  });

  it('evaluation opens the evaluation page in a new tab, with pwa=true for web-app users', async () => {
    renderButtons({ showEvaluation: true, showCta: false, pwaUser: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share your feedback' }));
    });
    expect(opened).toEqual([`/summit/${ID}/evaluation?pwa=true`]);
  });

  it('e-learning asks for its query string and opens the course with it', async () => {
    renderButtons({ showEvaluation: false, showCta: false, pwaUser: false });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start the course' }));
    });
    expect(calls[0]).toEqual({
      url: '/api/get-3rd-party-connection-query-string-for-elearning',
      body: { courseSlug: 'care-101', company: 'acme', event_id: 'summit', registration_id: ID },
    });
    expect(opened).toEqual(['https://learn.test/courses/care-101?token=t1']);
  });
});
