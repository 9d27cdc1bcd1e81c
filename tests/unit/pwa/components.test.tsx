import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InstallButton } from '../../../src/pwa/InstallButton';
import { OfflineIndicator } from '../../../src/pwa/OfflineIndicator';
import { UpdatePrompt } from '../../../src/pwa/UpdatePrompt';
import { installPromptAtom, updateAvailableAtom, type BeforeInstallPromptEvent } from '../../../src/pwa/pwaAtoms';
import { appStore } from '../../../src/state/jotai';

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

beforeAll(() => {
  // the source texts, whatever an earlier file of the worker activated
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

describe('PWA components', () => {
  it('shows the offline notice only while offline, in a live region', () => {
    wrap(<OfflineIndicator />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region.textContent).toContain('You are offline.');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region.textContent).toBe('');
  });

  it('offers the install button only while a prompt is available', async () => {
    wrap(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const prompt = vi.fn(async () => {});
    act(() => appStore.set(installPromptAtom, { prompt } as unknown as BeforeInstallPromptEvent));
    fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('announces an update with a Reload button', () => {
    wrap(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    act(() => appStore.set(updateAvailableAtom, true));
    expect(screen.getByRole('status').textContent).toContain('A new version is available.');
    expect(screen.getByRole('button', { name: 'Reload' })).not.toBeNull();
    act(() => appStore.set(updateAvailableAtom, false));
  });
});
