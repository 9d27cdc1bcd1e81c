/**
 * The page speaks its project's language (I18N-02): loading a project activates its locale
 * (projectQueries.ts), but in-app navigation to a project already in the cache loads nothing, so
 * the shell switches here and shows the loader until the catalogue is active.
 */
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { Locale } from '../contract';
import { activateLocale } from '../i18n/activate';

export function useProjectLocale(language: Locale | undefined): boolean {
  // The provider's instance: the browser's one, or on the server the request's own (entry-server.tsx).
  const { i18n } = useLingui();
  const [, setActivated] = useState<string>();
  const ready = !language || i18n.locale === language;
  useEffect(() => {
    if (!language || i18n.locale === language) return;
    let current = true;
    void activateLocale(language).then(() => {
      if (current) setActivated(language);
    });
    return () => {
      current = false;
    };
  }, [language, i18n]);
  return ready;
}
