/** A button that appears once the page is scrolled down and takes the visitor back to the top. */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './useReducedMotion';

export function ScrollToTop() {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > 400);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 19V5m-6 6l6-6 6 6" />
      </svg>
    </button>
  );
}
