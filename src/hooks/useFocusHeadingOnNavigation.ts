/**
 * After an in-app page change, focus goes to the new page's main heading (as a screen reader user
 * expects after a page load), not back to the top of the document (issue 29). The first page of a
 * visit keeps the browser's own start. The new page may still be loading its chunk and data: the
 * hook waits for a heading that was not there before, for up to five seconds. The focus ring shows
 * only when the page change came from the keyboard: after a click or a tap the heading has the
 * focus (a screen reader reads it from there) without a ring around it.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

const HEADING = 'main h1, h1, [role="dialog"] h2';
const WAIT_MS = 5000;

/** How the visitor last acted: the focus moved by script follows it (FocusOptions.focusVisible). */
let lastInputWasKeyboard = false;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    () => {
      lastInputWasKeyboard = true;
    },
    { capture: true, passive: true },
  );
  window.addEventListener(
    'pointerdown',
    () => {
      lastInputWasKeyboard = false;
    },
    { capture: true, passive: true },
  );
}

export function useFocusHeadingOnNavigation(): void {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies(location): runs after each navigation
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = document.querySelector(HEADING);
    const focusedBefore = document.activeElement;
    const started = performance.now();
    let frame = 0;
    const look = () => {
      const heading = document.querySelector<HTMLElement>(HEADING);
      if (heading && heading !== before && heading.checkVisibility?.() !== false) {
        // A page that moved focus itself (a form's first error, a dialog) keeps it.
        const now = document.activeElement;
        if (now && now !== document.body && now !== focusedBefore) return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ focusVisible: lastInputWasKeyboard } as FocusOptions);
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [location]);
}
