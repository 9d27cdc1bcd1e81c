import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LinkedinButton } from '../../../src/features/signin/LinkedinButton';

beforeAll(() => {
  // the source texts, whatever an earlier file of the worker activated
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('LinkedinButton', () => {
  it('is a labelled button that leaves for the provider with the saved state', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: 'https://events.example.org',
      assign,
    } as Location);
    render(
      <I18nProvider i18n={i18n}>
        <LinkedinButton eventId="webinar" />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'Fill in with LinkedIn' });
    fireEvent.click(button);

    // The flow module loads on the click: its first import is transformed on the spot, seconds under load.
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const url = new URL(assign.mock.calls[0]![0] as string);
    const saved = JSON.parse(sessionStorage.getItem('linkedinState')!) as { state: string; eventId: string };
    expect(saved.eventId).toBe('webinar');
    expect(url.searchParams.get('state')).toBe(saved.state);
    expect(url.searchParams.get('redirect_uri')).toBe('https://events.example.org/linkedin-auth-callback');
    // One departure: the button is disabled while the browser leaves.
    expect(button).toBeDisabled();
  });
});
