import { act, cleanup, render } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useInBrowser } from '../../../src/hooks/useInBrowser';

afterEach(cleanup);

function Probe({ seen }: { seen: boolean[] }) {
  const inBrowser = useInBrowser();
  seen.push(inBrowser);
  return <span>{inBrowser ? 'browser' : 'server'}</span>;
}

/** Hydrates `element` over its own server markup; the recoverable errors React reported. */
async function hydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

describe('useInBrowser', () => {
  it('is true at once where the browser renders on its own', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe(true);
  });

  it('hydrates as the server rendered, then turns true without a mismatch', async () => {
    const seen: boolean[] = [];
    const { container, errors } = await hydrate(<Probe seen={seen} />);
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('browser');
  });

  it('also inside a Suspense boundary that hydrates after the rest of the page', async () => {
    const seen: boolean[] = [];
    // React hydrates a boundary's content in a pass of its own, after the page around it committed.
    const page = (
      <div>
        <Probe seen={[]} />
        <Suspense fallback={null}>
          <Probe seen={seen} />
        </Suspense>
      </div>
    );
    const { container, errors } = await hydrate(page);
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('browserbrowser');
  });
});
