import { act, cleanup, render } from '@testing-library/react';
import { proxy } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { useTransitionSnapshot } from '../../../src/state/transitionSnapshot';

afterEach(cleanup);

/** valtio notifies a microtask after a change; the transition renders within act. */
const settle = () => act(async () => {});

describe('useTransitionSnapshot', () => {
  it('renders a change of what the component read, and not one of what it did not read', async () => {
    const store = proxy({ shown: 1, other: 1 });
    const seen: number[] = [];
    // biome-ignore lint/correctness/noComponentHookFactories: a test's component reads the test's store
    function Probe() {
      const snap = useTransitionSnapshot(store);
      seen.push(snap.shown);
      return <span>{snap.shown}</span>;
    }
    const { container } = render(<Probe />);
    const renders = seen.length;
    store.other = 2;
    await settle();
    expect(seen.length).toBe(renders);
    store.shown = 2;
    await settle();
    expect(container.textContent).toBe('2');
  });

  it('takes a change made between its render and its subscription', async () => {
    const store = proxy({ shown: 1 });
    // biome-ignore lint/correctness/noComponentHookFactories: a test's component reads the test's store
    function Probe() {
      const snap = useTransitionSnapshot(store);
      if (snap.shown === 1) store.shown = 2; // as a push arriving while the page mounts
      return <span>{snap.shown}</span>;
    }
    const { container } = render(<Probe />);
    await settle();
    expect(container.textContent).toBe('2');
  });
});
