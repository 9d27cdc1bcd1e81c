/** What the registration page says about the outbox (texts in English, the source locale). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registrationItem, rejectedOutcome, sentOutcome } from '../../../src/domain/outbox';
import { OutboxNotice } from '../../../src/features/registration/OutboxNotice';
import { SubmitStatus } from '../../../src/features/registration/SubmitStatus';

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
beforeAll(() => {
  // the source texts, whatever an earlier file of the worker activated
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

const item = registrationItem('key-0123456789abcdef', { event_id: 'webinar', email: 'a@b.nl' }, 0);
const ID = 'abcdefghijklmnopqrstuvwx';

describe('outbox texts', () => {
  it('a queued registration is a status whose first sentence says it was not sent yet; no alert', async () => {
    wrap(<SubmitStatus status={{ kind: 'queued' }} multi={false} eventName={(id) => id} />);
    // The texts come in a chunk of their own (SubmitStatus.tsx), which the form awaits before it sets a status.
    await screen.findByText(/Your registration could not be sent yet/);
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(
      /^Your registration could not be sent yet\. It is saved on this device and will be sent automatically/,
    );
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("an earlier visit's sent registration links to the personal page; the visitor can start over", () => {
    const onDismiss = vi.fn();
    wrap(
      <OutboxNotice
        earlier={{ kind: 'sent', outcome: sentOutcome(item, { registrationID: ID, cannotRegisterForEvents: [] }, 0) }}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Your registration was sent.');
    expect(screen.getByRole('link', { name: 'Go to your personal event page' }).getAttribute('href')).toBe(
      `/webinar/${ID}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Register someone else' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('a refused one is an alert that asks to fill in the form again', () => {
    wrap(
      <OutboxNotice
        earlier={{ kind: 'rejected', outcome: rejectedOutcome(item, { status: 409, message: 'Full' }, 0) }}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Your saved registration could not be sent. Please fill in the form again.',
    );
  });
});
