/**
 * Rules of the dynamic event page (spec 2 section 2 'Dynamic event page', section 9): block
 * kinds, nesting levels and order, widths, alignments, the speaker width, the upcoming-events
 * time, the carousel, the 80 px header offset, and the block's style from organiser values
 * (domain/safeValues: only safe ones pass; organiser HTML itself goes through ui/SafeHtml).
 */
import type { Block } from '../contract';
import { safeColor, safeGradient, safeUrl } from './safeValues';

export const BLOCK_KINDS = [
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
  // Spec 2 section 2 lists these among the elements (PART-03, AGD-20).
  'participants',
  'sponsors',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

const ALIASES: Record<string, BlockKind> = {
  columns: 'column',
  carousel: 'slideshow',
  programElement: 'program',
  'program-element': 'program',
  participantsList: 'participants',
  'participants-list': 'participants',
  sponsorsElement: 'sponsors',
  upcoming: 'upcomingEvents',
  'upcoming-events': 'upcomingEvents',
  upcomingevents: 'upcomingEvents',
};

/** The kind of a block, or undefined for a kind this page does not know (it is left out). */
export function blockKind(componentType: string): BlockKind | undefined {
  if ((BLOCK_KINDS as readonly string[]).includes(componentType)) return componentType as BlockKind;
  return ALIASES[componentType] ?? ALIASES[componentType.toLowerCase()];
}

export const BLOCK_WIDTHS = ['third', 'two-thirds', 'half', 'full'] as const;
export type BlockWidth = (typeof BLOCK_WIDTHS)[number];

export function blockWidth(value: unknown): BlockWidth {
  return (BLOCK_WIDTHS as readonly unknown[]).includes(value) ? (value as BlockWidth) : 'full';
}

const isBlock = (value: unknown): value is Block =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Block)._id === 'string' &&
  typeof (value as Block).componentType === 'string';

/** The blocks nested in a column block (each one a column), in order; none for other kinds. */
export function childBlocks(block: Block): Block[] {
  if (blockKind(block.componentType) !== 'column') return [];
  const nested: unknown = block.componentOptions?.blocks;
  return Array.isArray(nested) ? nested.filter(isBlock) : [];
}

export interface PlacedBlock {
  block: Block;
  level: number;
}

/** Every block in page order (a column before its columns), with its nesting level (top = 0). */
export function flattenBlocks(blocks: readonly Block[], level = 0): PlacedBlock[] {
  return blocks.flatMap((block) => [{ block, level }, ...flattenBlocks(childBlocks(block), level + 1)]);
}

export interface AnchorTab {
  id: string;
  title: string;
}

/** The header's anchor buttons: every block with a tab title, nested ones included, in page order. */
export function anchorTabs(blocks: readonly Block[]): AnchorTab[] {
  return flattenBlocks(blocks)
    .map(({ block }) => ({ id: block._id, title: block.tabTitle?.trim() ?? '' }))
    .filter((tab) => tab.title !== '');
}

/** The DOM id of a block's element (anchors scroll to it). */
export const blockElementId = (id: string) => `block-${id}`;

/** Space kept free above a block the page scrolls to, for the fixed page header. */
export const HEADER_OFFSET = 80;

/** The scroll position that puts an element `HEADER_OFFSET` below the top of the viewport. */
export function anchorScrollTop(elementTopInViewport: number, scrollY: number): number {
  return Math.max(0, Math.round(elementTopInViewport + scrollY - HEADER_OFFSET));
}

/** Speakers: 100 % for one, 50 % for 2, 4 or 7 (rows of two), else 30 % (rows of three). */
export function speakersWidth(count: number): '100%' | '50%' | '30%' {
  if (count === 1) return '100%';
  return count === 2 || count === 4 || count === 7 ? '50%' : '30%';
}

/** The upcoming-events element shows the time as the part before the first space. */
export function upcomingTime(formatted: string | undefined | null): string {
  return (formatted ?? '').trim().split(' ')[0] ?? '';
}

export const CAROUSEL_INTERVAL_MS = 5000;
export const SLIDESHOW_HEIGHT = { mobile: 250, desktop: 500 } as const;

export const slideshowHeight = (isMobile: boolean) => (isMobile ? SLIDESHOW_HEIGHT.mobile : SLIDESHOW_HEIGHT.desktop);

/** The slide `step` places on from `index`, wrapping around both ends. */
export function nextSlide(index: number, count: number, step = 1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export const IMAGE_ALIGNMENTS = [
  'image-top-full-width',
  'image-bottom-full-width',
  'image-left',
  'image-top',
  'image-right',
  'image-bottom',
] as const;
export type ImageAlignment = (typeof IMAGE_ALIGNMENTS)[number];
export type FlowDirection = 'column' | 'column-reverse' | 'row' | 'row-reverse';

const IMAGE_DIRECTION: Record<ImageAlignment, FlowDirection> = {
  'image-top-full-width': 'column',
  'image-bottom-full-width': 'column-reverse',
  'image-left': 'row',
  'image-top': 'column',
  'image-right': 'row-reverse',
  'image-bottom': 'column-reverse',
};

/** Where the image sits against the text; full-width images run to the block's edges. */
export function imageLayout(alignment: unknown): {
  alignment: ImageAlignment;
  direction: FlowDirection;
  fullWidth: boolean;
} {
  const value = (IMAGE_ALIGNMENTS as readonly unknown[]).includes(alignment)
    ? (alignment as ImageAlignment)
    : 'image-top';
  return { alignment: value, direction: IMAGE_DIRECTION[value], fullWidth: value.endsWith('-full-width') };
}

export const VIDEO_ALIGNMENTS = ['top', 'bottom', 'left', 'right'] as const;
export type VideoAlignment = (typeof VIDEO_ALIGNMENTS)[number];
const VIDEO_DIRECTION: Record<VideoAlignment, FlowDirection> = {
  top: 'column',
  bottom: 'column-reverse',
  left: 'row',
  right: 'row-reverse',
};

/** Where the video sits against the text. */
export function videoLayout(alignment: unknown): { alignment: VideoAlignment; direction: FlowDirection } {
  const value = (VIDEO_ALIGNMENTS as readonly unknown[]).includes(alignment) ? (alignment as VideoAlignment) : 'top';
  return { alignment: value, direction: VIDEO_DIRECTION[value] };
}

export interface BlockStyle {
  backgroundColor?: string;
  backgroundImage?: string;
  color?: string;
}

/** The block styling (backgroundColor, backgroundImage.url, textColor, gradient) as safe CSS values. */
export function blockStyle(options: Record<string, unknown> | undefined): BlockStyle {
  const style: BlockStyle = {};
  const backgroundColor = safeColor(options?.backgroundColor);
  const color = safeColor(options?.textColor);
  const gradient = safeGradient(options?.gradient);
  const image = safeUrl((options?.backgroundImage as { url?: unknown } | undefined)?.url);
  const layers = [gradient, image && `url("${encodeURI(decodeSafe(image))}")`].filter(Boolean);
  if (backgroundColor) style.backgroundColor = backgroundColor;
  if (layers.length) style.backgroundImage = layers.join(', ');
  if (color) style.color = color;
  return style;
}

function decodeSafe(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * The waiting page's layout (spec 2 'Waiting (splash) page'): the default one when the layout
 * value is 'basic' (or absent) or previewMode is default-waiting-page; dynamic otherwise, and
 * always with previewMode dynamic-waiting-page.
 */
export function waitingPageLayout(
  layout: string | undefined,
  previewMode: string | null | undefined,
): 'default' | 'dynamic' {
  if (previewMode === 'dynamic-waiting-page') return 'dynamic';
  if (previewMode === 'default-waiting-page' || !layout || layout === 'basic') return 'default';
  return 'dynamic';
}
