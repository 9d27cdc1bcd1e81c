/**
 * Preview mode in the page: the admin origin from the server, updates only from it (after the new
 * kinds' modules are in), nothing at all outside preview.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../src/contract';

const getPreviewSettings = vi.hoisted(() => vi.fn(async () => ({ adminOrigin: 'https://admin.example.com' })));
vi.mock('../../../src/api/preview', () => ({ getPreviewSettings }));

const { usePreviewBlocks } = await import('../../../src/features/dynamic-blocks/usePreviewBlocks');

afterEach(() => {
  cleanup();
  getPreviewSettings.mockClear();
});

const initial: Block[] = [{ _id: 'seeded', componentType: 'text' }];
const update = {
  type: 'updateBlocks',
  blocks: [{ _id: 'sent', componentType: 'spacer', componentOptions: { height: 10 } }],
};

function Probe({ active }: { active: boolean }) {
  const { blocks, version, adminOrigin } = usePreviewBlocks(initial, active);
  return <p data-testid="probe">{`${blocks.map((b) => b._id).join(',')}|${version}|${adminOrigin ?? '-'}`}</p>;
}

const post = (origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

describe('usePreviewBlocks', () => {
  it('takes updates from the admin origin the server names, and ignores every other origin', async () => {
    render(<Probe active />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('seeded|0|https://admin.example.com'));
    await post('https://evil.example.com', update);
    await post('https://admin.example.com', { type: 'somethingElse' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('probe').textContent).toBe('seeded|0|https://admin.example.com');
    await post('https://admin.example.com', update);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('sent|1|https://admin.example.com'));
  });

  it('outside preview: the given blocks, no settings request, no listener', async () => {
    render(<Probe active={false} />);
    await post('https://admin.example.com', update);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('probe').textContent).toBe('seeded|0|-');
    expect(getPreviewSettings).not.toHaveBeenCalled();
  });
});
