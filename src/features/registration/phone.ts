/**
 * libphonenumber-js (its metadata is about 25 KB compressed), loaded only when a mobile field is
 * first focused or holds a number (prefilled, autofilled), never with the page: one dynamic
 * import, so the bundler puts it in a chunk of its own.
 */
import { useEffect, useState } from 'react';
import type { PhoneCheck } from '../../domain/formSchema';

export interface PhoneModule {
  check: PhoneCheck;
  /** Every country code the library knows, with its calling code. */
  countries: { code: string; callingCode: string }[];
}

let loading: Promise<PhoneModule> | undefined;

export function loadPhoneModule(): Promise<PhoneModule> {
  loading ??= import('libphonenumber-js').then((lib) => ({
    check: (number: string, country: string) => {
      const code = lib.isSupportedCountry(country) ? country : 'NL';
      const parsed = lib.parsePhoneNumberFromString(number, code);
      return parsed?.isValid() ? parsed.number : null;
    },
    countries: lib.getCountries().map((code) => ({ code, callingCode: lib.getCountryCallingCode(code) })),
  }));
  // A failed load (offline before the chunk was cached) may be retried later.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The loaded module once `enabled`, or null until it arrives (or when not needed / not loadable). */
export function usePhoneModule(enabled: boolean): PhoneModule | null {
  const [module, setModule] = useState<PhoneModule | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    loadPhoneModule().then(
      (loaded) => {
        if (active) setModule(loaded);
      },
      (error) => console.warn('Phone rules not loaded', error),
    );
    return () => {
      active = false;
    };
  }, [enabled]);
  return module;
}
