/**
 * Issue 27, magic-link projects: a queued registration of a known e-mail is answered 202 without
 * an id. The replay clears the item and records the answer; the page then says the link was
 * mailed instead of linking to a personal page it has no id for.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { personalPagePath, registrationItem, sentOutcome, type SentOutcome } from '../../../src/domain/outbox';
import { OutboxNotice } from '../../../src/features/registration/OutboxNotice';
import { SubmitStatus } from '../../../src/features/registration/SubmitStatus';
import { replayWith, sendWithApi } from '../../../src/state/outboxReplay';
import { memoryStore } from './memoryStore';

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
beforeAll(() => {
  // the source texts, whatever an earlier file of the worker activated
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MESSAGE = 'If you registered, we have mailed your personal link';
const item = registrationItem('key-0123456789abcdef', { event_id: 'open-source-day', email: 'known@example.com' }, 0);

describe('a registration answered 202 without an id', () => {
  it('is cleared from the outbox by the replay and recorded as sent, without a personal page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ mailedIfRegistered: true }), {
            status: 202,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const { store, pending, outcomes } = memoryStore([item]);
    const report = await replayWith(store, sendWithApi, () => 1000);
    expect(pending.size).toBe(0);
    expect(report.remaining).toBe(0);
    const outcome = outcomes.get(item.id) as SentOutcome;
    expect(outcome).toMatchObject({ ok: true, kind: 'registration', result: { mailedIfRegistered: true } });
    expect(personalPagePath(outcome)).toBeUndefined();
  });

  it('the notice of an earlier visit says the link was mailed, with no link to a page', () => {
    wrap(
      <OutboxNotice
        earlier={{ kind: 'sent', outcome: sentOutcome(item, { mailedIfRegistered: true }, 0) }}
        onDismiss={() => {}}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Your registration was sent.');
    expect(status.textContent).toContain(MESSAGE);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('the form says the link was mailed', async () => {
    wrap(<SubmitStatus status={{ kind: 'mailed' }} multi={false} eventName={(id) => id} />);
    // The texts come in a chunk of their own (SubmitStatus.tsx), which the form awaits before it sets a status.
    await screen.findByText(MESSAGE);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(MESSAGE);
  });
});
