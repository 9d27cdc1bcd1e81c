/** Blocks in page order, each in its frame (width, styling, anchor id) with its kind's module. */
import { Suspense, useCallback, type ReactNode } from 'react';
import type { Block } from '../../contract';
import { blockElementId, blockKind, blockStyle, blockWidth } from '../../domain/blocks';
import { kindComponent } from './blockModules';

interface Props {
  blocks: readonly Block[];
  level?: number;
  preview: boolean;
}

export function BlockList({ blocks, level = 0, preview }: Props) {
  // biome-ignore lint/correctness/useExhaustiveDependencies(BlockList): this component itself, never new
  const renderBlocks = useCallback(
    (nested: Block[], nestedLevel: number): ReactNode => (
      <BlockList blocks={nested} level={nestedLevel} preview={preview} />
    ),
    [preview],
  );
  return (
    <>
      {blocks.map((block) => {
        const kind = blockKind(block.componentType);
        if (!kind) return null;
        const Component = kindComponent(kind);
        const options = block.componentOptions ?? {};
        return (
          <section
            key={block._id}
            id={blockElementId(block._id)}
            className={`block block-kind-${kind} block-width-${blockWidth(options.width)}`}
            style={blockStyle(options)}
            data-block-id={block._id}
            data-level={level}
            aria-label={block.tabTitle || undefined}
            tabIndex={-1}
          >
            <Suspense fallback={<div className="block-loading" />}>
              <Component block={block} options={options} level={level} preview={preview} renderBlocks={renderBlocks} />
            </Suspense>
          </section>
        );
      })}
    </>
  );
}
