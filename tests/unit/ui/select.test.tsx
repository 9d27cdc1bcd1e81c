import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelectMenuProps } from '../../../src/ui/selectParts';

// The radix half as a marker of how it was asked to open (the real one needs layout jsdom lacks).
vi.mock('../../../src/ui/SelectMenu', () => ({
  SelectMenu: ({ defaultOpen }: SelectMenuProps) => <div data-testid="menu" data-open={String(defaultOpen)} />,
}));

afterEach(cleanup);

const props = { id: 'organisation', value: '', onChange: () => undefined, options: [{ value: 'a', label: 'A' }] };

/** A native event, outside act(): React handles it as the browser would, and renders later. */
const dispatch = (element: Element, type: string) =>
  element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));

/** Lets the menu's import and its `.then` run, without the macrotask in which React renders. */
const microtasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('Select', () => {
  it('opens when the press lands on the look-alike while the swap to the menu waits to render', async () => {
    vi.resetModules();
    const { Select } = await import('../../../src/ui/Select');
    const { container, findByTestId } = render(<Select {...props} />);
    const lookAlike = container.querySelector('button')!;
    // The pointer comes over the field: the menu loads, and the swap is set to render.
    dispatch(lookAlike, 'pointerover');
    await microtasks();
    expect(lookAlike.isConnected).toBe(true);
    // The click comes before that render: the look-alike gets it, the radix trigger would not.
    dispatch(lookAlike, 'pointerdown');
    dispatch(lookAlike, 'pointerup');
    dispatch(lookAlike, 'click');
    await act(async () => undefined);
    expect((await findByTestId('menu')).dataset.open).toBe('true');
  });

  it('stays closed when the pointer only passes over', async () => {
    vi.resetModules();
    const { Select } = await import('../../../src/ui/Select');
    const { container, findByTestId } = render(<Select {...props} />);
    dispatch(container.querySelector('button')!, 'pointerover');
    await act(async () => undefined);
    expect((await findByTestId('menu')).dataset.open).toBe('false');
  });
});
