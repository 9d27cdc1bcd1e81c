/**
 * Layout and UI atoms: which of the two layouts shows (desktop or the bottom-tab web-app
 * layout) and whether the viewport is mobile (below 960 px, DECISIONS.md).
 */
import { appStore, atom, useAtomValue } from '../state/jotai';

export const MOBILE_QUERY = '(max-width: 959.98px)';

function matchesMobile(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches
  );
}

export const isMobileAtom = atom(matchesMobile());
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
  window.matchMedia(MOBILE_QUERY).addEventListener('change', (event) => appStore.set(isMobileAtom, event.matches));
}

/** Set by the project shell from the PWA-look rule. */
export const pwaLookAtom = atom(false);
/** While the web-app layout is shown, #support and #privacy-policy select tabs, not dialogs. */
export const hashTabsActiveAtom = atom(false);

export const useIsMobile = () => useAtomValue(isMobileAtom);
export const useHashTabsActive = () => useAtomValue(hashTabsActiveAtom);
