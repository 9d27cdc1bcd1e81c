/**
 * Each block kind is its own chunk, fetched only when a page has a block of that kind.
 * `prepareBlocks` fetches every kind a page needs at once (before its first paint, or before a
 * preview update shows), so the page renders complete instead of block by block.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Block } from '../../contract';
import { BLOCK_KINDS, blockKind, flattenBlocks, type BlockKind } from '../../domain/blocks';
import type { BlockProps } from './blockProps';

type Module = { default: ComponentType<BlockProps> };

const LOADERS: Record<BlockKind, () => Promise<Module>> = {
  column: () => import('./blocks/ColumnBlock'),
  header: () => import('./blocks/HeaderBlock'),
  text: () => import('./blocks/TextBlock'),
  image: () => import('./blocks/ImageBlock'),
  video: () => import('./blocks/VideoBlock'),
  slideshow: () => import('./blocks/SlideshowBlock'),
  speakers: () => import('./blocks/SpeakersBlock'),
  countdown: () => import('./blocks/CountdownBlock'),
  program: () => import('./blocks/ProgramBlock'),
  upcomingEvents: () => import('./blocks/UpcomingEventsBlock'),
  spacer: () => import('./blocks/SpacerBlock'),
  participants: () => import('./blocks/ParticipantsBlock'),
  sponsors: () => import('./blocks/SponsorsBlock'),
};

const loaded = new Map<BlockKind, ComponentType<BlockProps>>();
const loading = new Map<BlockKind, Promise<ComponentType<BlockProps>>>();

function loadKind(kind: BlockKind): Promise<ComponentType<BlockProps>> {
  let promise = loading.get(kind);
  if (!promise) {
    promise = LOADERS[kind]().then((module) => {
      loaded.set(kind, module.default);
      return module.default;
    });
    promise.catch(() => loading.delete(kind)); // offline before it was cached: a later try may work
    loading.set(kind, promise);
  }
  return promise;
}

const LAZY = Object.fromEntries(
  BLOCK_KINDS.map((kind) => [kind, lazy(() => loadKind(kind).then((component) => ({ default: component })))]),
) as Record<BlockKind, LazyExoticComponent<ComponentType<BlockProps>>>;

/** The kind's component: the loaded one at once, else a lazy one (render it inside Suspense). */
export function kindComponent(kind: BlockKind): ComponentType<BlockProps> {
  return loaded.get(kind) ?? LAZY[kind];
}

/** Fetches the modules of every kind among the blocks (nested ones included). */
export function prepareBlocks(blocks: readonly Block[]): Promise<unknown> {
  const kinds = new Set(flattenBlocks(blocks).map(({ block }) => blockKind(block.componentType)));
  return Promise.all([...kinds].filter((kind): kind is BlockKind => Boolean(kind)).map(loadKind));
}
