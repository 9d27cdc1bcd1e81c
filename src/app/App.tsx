/** The app root: i18n, the jotai store, the offline/update banners and the routes. */
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { i18n } from '../i18n/activate';
import { appStore, Provider } from '../state/jotai';
import { AppRoutes } from './AppRoutes';
import { OfflineIndicator } from '../pwa/OfflineIndicator';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { StorageNotice } from '../pwa/StorageNotice';
import { useFocusHeadingOnNavigation } from '../hooks/useFocusHeadingOnNavigation';

export function App() {
  useFocusHeadingOnNavigation();
  return (
    <I18nProvider i18n={i18n}>
      <Provider store={appStore}>
        <a className="skip-link" href="#main"><Trans>Skip to content</Trans></a>
        <OfflineIndicator />
        <StorageNotice />
        <AppRoutes />
        <UpdatePrompt />
      </Provider>
    </I18nProvider>
  );
}
