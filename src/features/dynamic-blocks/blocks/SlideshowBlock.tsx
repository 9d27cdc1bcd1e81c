/**
 * Slideshow block: a carousel that moves on every 5000 ms, 250 px high on a phone and 500 px on
 * a desktop. It pauses while the pointer is over it or focus is inside it, and does not move by
 * itself when the visitor asked for reduced motion.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, nextSlide, slideshowHeight } from '../../../domain/blocks';
import { safeUrl } from '../../../domain/safeValues';
import { useIsMobile } from '../../../project/layoutAtoms';
import { text, type BlockProps } from '../blockProps';
import { useReducedMotion } from '../useReducedMotion';

interface Slide {
  url: string;
  alt: string;
}

function slidesOf(images: unknown): Slide[] {
  if (!Array.isArray(images)) return [];
  return images.flatMap((image: { url?: unknown; alt?: unknown }) => {
    const url = safeUrl(image?.url);
    return url ? [{ url, alt: text(image.alt) ?? '' }] : [];
  });
}

export default function SlideshowBlock({ options }: BlockProps) {
  const { t } = useLingui();
  const slides = slidesOf(options.images);
  const count = slides.length;
  const height = slideshowHeight(useIsMobile());
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused || reducedMotion || count < 2;

  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => setIndex((current) => nextSlide(current, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [paused, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  return (
    <section
      className="block-slideshow-frame"
      aria-roledescription={t`carousel`}
      aria-label={text(options.title) ?? t`Slideshow`}
      data-paused={paused}
      data-active-index={current}
      style={{ height }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="block-slides"
        style={{ transform: `translateX(${-100 * current}%)`, transition: reducedMotion ? 'none' : undefined }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map((slide, i) => {
          const position = i + 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel's slide is a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id, images may repeat
              key={i}
              className="block-slide"
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              aria-hidden={i !== current}
            >
              <img src={slide.url} alt={slide.alt} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="slide-button slide-prev"
            onClick={() => setIndex(nextSlide(current, count, -1))}
            aria-label={t`Previous slide`}
          >
            ‹
          </button>
          <button
            type="button"
            className="slide-button slide-next"
            onClick={() => setIndex(nextSlide(current, count))}
            aria-label={t`Next slide`}
          >
            ›
          </button>
          <div className="slide-dots">
            {slides.map((_, i) => {
              const position = i + 1;
              return (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a place in the slideshow
                  key={i}
                  type="button"
                  className="slide-dot"
                  aria-current={i === current}
                  aria-label={t`Go to slide ${position}`}
                  onClick={() => setIndex(i)}
                />
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}
