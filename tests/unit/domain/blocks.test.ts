import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/contract';
import {
  BLOCK_KINDS,
  anchorScrollTop,
  anchorTabs,
  blockKind,
  blockStyle,
  blockWidth,
  childBlocks,
  flattenBlocks,
  imageLayout,
  nextSlide,
  slideshowHeight,
  speakersWidth,
  upcomingTime,
  videoLayout,
  waitingPageLayout,
  HEADER_OFFSET,
} from '../../../src/domain/blocks';
import { safeColor, safeGradient, safeUrl } from '../../../src/domain/safeValues';
import { DYNAMIC_BLOCKS } from '../../../server/seed/projects/dynamic';

const b = (
  id: string,
  componentType: string,
  tabTitle?: string,
  componentOptions: Record<string, unknown> = {},
): Block => ({ _id: id, componentType, ...(tabTitle !== undefined ? { tabTitle } : {}), componentOptions });

describe('block kinds', () => {
  it('knows every kind of the spec and common spellings, and leaves unknown kinds out', () => {
    for (const kind of [
      'column',
      'header',
      'text',
      'image',
      'video',
      'slideshow',
      'speakers',
      'countdown',
      'program',
      'upcomingEvents',
      'spacer',
    ]) {
      expect(blockKind(kind)).toBe(kind);
    }
    expect(blockKind('upcoming-events')).toBe('upcomingEvents');
    expect(blockKind('columns')).toBe('column');
    expect(blockKind('marquee')).toBeUndefined();
  });
  it('the demo page has one block of every kind', () => {
    const kinds = new Set(flattenBlocks(DYNAMIC_BLOCKS).map(({ block }) => blockKind(block.componentType)));
    expect(kinds.size).toBe(BLOCK_KINDS.length); // 13: the spec's eleven plus participants and sponsors
  });
  it('widths: third, two-thirds, half, full (full by default)', () => {
    expect(['third', 'two-thirds', 'half', 'full'].map(blockWidth)).toEqual(['third', 'two-thirds', 'half', 'full']);
    expect(blockWidth('quarter')).toBe('full');
    expect(blockWidth(undefined)).toBe('full');
  });
});

describe('levels and order', () => {
  const page = [
    b('a', 'header', 'Home'),
    b('cols', 'column', undefined, { blocks: [b('c1', 'text', 'Left'), b('c2', 'image', ' '), { junk: true }] }),
    b('z', 'text', 'End'),
  ];
  it('flattens in page order, a column before its columns, with levels', () => {
    expect(flattenBlocks(page).map(({ block, level }) => `${block._id}:${level}`)).toEqual([
      'a:0',
      'cols:0',
      'c1:1',
      'c2:1',
      'z:0',
    ]);
  });
  it('only column blocks have children, and malformed children are skipped', () => {
    expect(childBlocks(page[1]).map((x) => x._id)).toEqual(['c1', 'c2']);
    expect(childBlocks(b('t', 'text', undefined, { blocks: [b('x', 'text')] }))).toEqual([]);
  });
  it('anchor buttons come from tab titles, nested blocks included, blank titles left out', () => {
    expect(anchorTabs(page)).toEqual([
      { id: 'a', title: 'Home' },
      { id: 'c1', title: 'Left' },
      { id: 'z', title: 'End' },
    ]);
  });
  it('scrolling to a block leaves 80 px for the header', () => {
    expect(HEADER_OFFSET).toBe(80);
    expect(anchorScrollTop(500, 1000)).toBe(1420);
    expect(anchorScrollTop(20, 0)).toBe(0);
  });
});

describe('block rules', () => {
  it('speakers: 100% for 1, 50% for 2, 4 or 7, else 30%', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(speakersWidth)).toEqual([
      '100%',
      '50%',
      '30%',
      '50%',
      '30%',
      '30%',
      '50%',
      '30%',
    ]);
  });
  it('upcoming events: the time is the part before the first space', () => {
    expect(upcomingTime('14:00 - 14:45')).toBe('14:00');
    expect(upcomingTime('09:30')).toBe('09:30');
    expect(upcomingTime(undefined)).toBe('');
  });
  it('carousel: 250 px on mobile, 500 px on desktop, wrapping both ways', () => {
    expect(slideshowHeight(true)).toBe(250);
    expect(slideshowHeight(false)).toBe(500);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3, -1)).toBe(2);
    expect(nextSlide(0, 0)).toBe(0);
  });
  it('image alignments', () => {
    expect(imageLayout('image-top-full-width')).toEqual({
      alignment: 'image-top-full-width',
      direction: 'column',
      fullWidth: true,
    });
    expect(imageLayout('image-bottom-full-width')).toEqual({
      alignment: 'image-bottom-full-width',
      direction: 'column-reverse',
      fullWidth: true,
    });
    expect(imageLayout('image-left').direction).toBe('row');
    expect(imageLayout('image-right').direction).toBe('row-reverse');
    expect(imageLayout('image-bottom')).toEqual({
      alignment: 'image-bottom',
      direction: 'column-reverse',
      fullWidth: false,
    });
    expect(imageLayout('sideways').alignment).toBe('image-top');
  });
  it('video alignments', () => {
    expect(['top', 'bottom', 'left', 'right'].map((a) => videoLayout(a).direction)).toEqual([
      'column',
      'column-reverse',
      'row',
      'row-reverse',
    ]);
    expect(videoLayout(undefined).alignment).toBe('top');
  });
});

describe('sanitizing organiser values', () => {
  it('links: http(s), mailto and site paths only', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('/media/slides/a.svg')).toBe('/media/slides/a.svg');
    expect(safeUrl('mailto:info@example.com')).toBe('mailto:info@example.com');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'https://x/"onload',
      'vbscript:x',
      12,
    ]) {
      expect(safeUrl(bad)).toBeUndefined();
    }
  });
  it('colours and gradients cannot break out of their CSS declaration', () => {
    expect(safeColor('#1e1b4b')).toBe('#1e1b4b');
    expect(safeColor('rgba(240, 240, 240, 1)')).toBe('rgba(240, 240, 240, 1)');
    expect(safeColor('white')).toBe('white');
    expect(safeColor('red; background: url(x)')).toBeUndefined();
    expect(safeGradient('linear-gradient(180deg, #4c1d95 0%, rgba(0,0,0,.5) 100%)')).toBeDefined();
    expect(safeGradient('linear-gradient(red, blue), url(https://evil.example/x)')).toBeUndefined();
    expect(safeGradient('linear-gradient(red, blue); color: red')).toBeUndefined();
  });
  it('block styling: colour, text colour, gradient over the background image', () => {
    expect(
      blockStyle({
        backgroundColor: '#000',
        textColor: '#fff',
        gradient: 'linear-gradient(#000, #fff)',
        backgroundImage: { url: '/media/a b.svg' },
      }),
    ).toEqual({
      backgroundColor: '#000',
      color: '#fff',
      backgroundImage: 'linear-gradient(#000, #fff), url("/media/a%20b.svg")',
    });
    expect(
      blockStyle({ backgroundImage: { url: 'javascript:alert(1)' }, textColor: '#fff}body{display:none' }),
    ).toEqual({});
    expect(blockStyle(undefined)).toEqual({});
  });
});

describe('waiting page layout', () => {
  it('default for basic (or none) and previewMode default-waiting-page; dynamic otherwise or when previewed so', () => {
    expect(waitingPageLayout('basic', null)).toBe('default');
    expect(waitingPageLayout(undefined, null)).toBe('default');
    expect(waitingPageLayout('dynamic', null)).toBe('dynamic');
    expect(waitingPageLayout('dynamic', 'default-waiting-page')).toBe('default');
    expect(waitingPageLayout('basic', 'dynamic-waiting-page')).toBe('dynamic');
    expect(waitingPageLayout('dynamic', 'on-site')).toBe('dynamic');
  });
});
