/**
 * The transcript of the talk so far (issue 48): every line of the chosen language with the time
 * it was said. It follows the talk while the visitor is at its end; scrolled back to read, it
 * stays where they are and offers a way back to the latest line.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CaptionLine } from '../../contract/captions';
import { useInBrowser } from '../../hooks/useInBrowser';

/** Within this many pixels of the end, the visitor is "following" the talk. */
const FOLLOW_SLACK_PX = 48;

const scrollToEnd = (element: HTMLElement) => {
  element.scrollTop = element.scrollHeight;
};

export function Transcript({ lines, lang }: { lines: readonly CaptionLine[]; lang?: string }) {
  const { t, i18n } = useLingui();
  const list = useRef<HTMLElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  // The time a line was said, in the browser's zone: not in the server's markup nor while hydrating
  // it (the server's zone is not the visitor's), in a box as wide either way (captions.css).
  const inBrowser = useInBrowser();
  // One formatter per language: making one is most of a render's cost on a phone.
  const time = useMemo(
    () =>
      inBrowser
        ? new Intl.DateTimeFormat(i18n.locale.startsWith('nl') ? 'nl' : i18n.locale, { timeStyle: 'short' })
        : null,
    [inBrowser, i18n.locale],
  );

  const toEnd = () => {
    if (list.current) scrollToEnd(list.current);
  };
  // The server's markup scrolls from the end by itself (captions.css, data-from-end); in the page's
  // first frame the list becomes a plain one scrolled to its end, nothing on screen moving. In a
  // frame's callback, reading the height is the layout that frame makes anyway.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = list.current;
      if (!element?.hasAttribute('data-from-end')) return;
      element.removeAttribute('data-from-end');
      scrollToEnd(element);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  // While the visitor follows, each new line is scrolled into view, in the frame that shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines are why it scrolls; toEnd reads a ref
  useLayoutEffect(() => {
    if (!following) return;
    const frame = requestAnimationFrame(toEnd);
    return () => cancelAnimationFrame(frame);
  }, [following, lines]);
  // Whether the end is in view, told by the browser in the frame it lays out anyway: a scroll
  // listener that measured the list forced a layout of its own on every scroll, the page's first
  // among them. A hidden list (no box) says nothing, so following survives a closed tab.
  useEffect(() => {
    const root = list.current;
    const target = end.current;
    if (!root || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry?.rootBounds?.height) setFollowing(entry.isIntersecting);
      },
      { root, rootMargin: `0px 0px ${FOLLOW_SLACK_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="captions-transcript">
      {/* A scrollable region: focusable, so keyboard users can read back too. */}
      <section
        ref={list}
        className="captions-transcript-lines"
        data-from-end=""
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        aria-label={t`Transcript`}
        lang={lang}
        data-testid="captions-transcript"
      >
        <div className="captions-transcript-flow">
          {lines.length === 0 ? (
            <p className="captions-empty">
              <Trans>Nothing has been captioned yet.</Trans>
            </p>
          ) : (
            <ol>
              {lines.map((line) => (
                <li key={line.seq} className={line.final ? undefined : 'captions-pending'}>
                  <time dateTime={new Date(line.at).toISOString()}>{time?.format(line.at)}</time> {line.text}
                </li>
              ))}
            </ol>
          )}
          <div ref={end} className="captions-transcript-end" aria-hidden="true" />
        </div>
      </section>
      {!following && (
        <button
          type="button"
          className="button button-outline captions-latest"
          onClick={() => {
            toEnd();
            setFollowing(true);
          }}
        >
          <Trans>Go to the latest line</Trans>
        </button>
      )}
    </div>
  );
}
