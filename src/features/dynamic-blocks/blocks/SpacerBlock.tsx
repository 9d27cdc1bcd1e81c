/** Spacer block: empty room of the given height (px). */
import type { BlockProps } from '../blockProps';

export default function SpacerBlock({ options }: BlockProps) {
  const height = Number(options.height);
  return (
    <div
      className="block-spacer"
      style={{ height: Number.isFinite(height) ? Math.min(Math.max(height, 0), 400) : 32 }}
      aria-hidden="true"
    />
  );
}
