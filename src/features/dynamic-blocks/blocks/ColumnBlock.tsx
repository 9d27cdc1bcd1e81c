/** Column block: its nested blocks side by side (one column each), stacked on a phone. */
import { childBlocks } from '../../../domain/blocks';
import type { BlockProps } from '../blockProps';

export default function ColumnBlock({ block, level, renderBlocks }: BlockProps) {
  return <div className="block-columns">{renderBlocks(childBlocks(block), level + 1)}</div>;
}
