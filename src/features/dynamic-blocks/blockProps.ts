/** What every block kind's module receives. */
import type { ReactNode } from 'react';
import type { Block } from '../../contract';

export interface BlockProps {
  block: Block;
  /** componentOptions, never undefined. */
  options: Record<string, unknown>;
  /** 0 for a page block, 1 inside a column. */
  level: number;
  /** The organiser's preview: links to speakers and sponsors do not navigate. */
  preview: boolean;
  /** Renders nested blocks (columns) without the kind modules importing the list. */
  renderBlocks: (blocks: Block[], level: number) => ReactNode;
}

/** A string option, or undefined. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;
