/** Boot: the default locale, the app, the service worker and the offline outbox. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale, browserLocale } from './i18n/activate';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { startOutbox } from './state/outboxSync';
import './ui/base.css';

async function boot() {
  // The project's own language replaces this as soon as the project is loaded.
  await activateLocale(browserLocale());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
  // Registrations kept offline on an earlier visit are sent now, and whenever we come back online.
  startOutbox();
}

void boot();
