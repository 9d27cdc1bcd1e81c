/**
 * The live page's title (issue 45): at most two lines, so a long multi-session title does not push
 * the video down a phone's screen. The heading always holds the whole title (screen readers read
 * it all); when the two lines cut it, a button shows the rest and folds it again.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { LiveIcon } from './liveIcons';

export function LiveTitle({ title }: { title: string }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies(title): another title is measured again
  useLayoutEffect(() => {
    const element = heading.current;
    if (!element || open) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [title, open]);

  return (
    <>
      <h1 ref={heading} className="live-title-text" data-clamped={!open || undefined} id={id}>
        {title}
      </h1>
      {(cut || open) && (
        <button
          type="button"
          className="icon-button live-title-more"
          aria-expanded={open}
          aria-controls={id}
          aria-label={open ? t`Show less of the title` : t`Show the full title`}
          onClick={() => setOpen((o) => !o)}
        >
          <LiveIcon name={open ? 'chevron-up' : 'chevron-down'} />
        </button>
      )}
    </>
  );
}
