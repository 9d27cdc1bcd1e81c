/** The app root: i18n, the jotai store, the offline/update banners and the routes. */
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { i18n as browserI18n } from '../i18n/activate';
import { appStore, Provider, type Store } from '../state/jotai';
import { AppRoutes } from './AppRoutes';
import { OfflineIndicator } from '../pwa/OfflineIndicator';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { StorageNotice } from '../pwa/StorageNotice';
import { useFocusHeadingOnNavigation } from '../hooks/useFocusHeadingOnNavigation';

/** A server rendering passes its own per-request i18n and store (src/entry-server.tsx); the browser has one of each. */
export function App({ i18n = browserI18n, store = appStore }: { i18n?: I18n; store?: Store }) {
  useFocusHeadingOnNavigation();
  return (
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <OfflineIndicator />
        <StorageNotice />
        <AppRoutes />
        <UpdatePrompt />
      </Provider>
    </I18nProvider>
  );
}
