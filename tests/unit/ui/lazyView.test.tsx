import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyView } from '../../../src/ui/lazyView';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyView', () => {
  it('renders in the first render once its chunk is loaded (no suspending over server markup)', async () => {
    const view = lazyView(() => Promise.resolve({ default: Hello }));
    await view.load();
    const html = renderToString(
      <Suspense fallback={<i>loading</i>}>
        <view.View name="Ada" />
      </Suspense>,
    );
    expect(html).toContain('Hello <!-- -->Ada');
    expect(html).not.toContain('loading');
  });

  it('suspends like React.lazy while the chunk is not loaded, and loads it once', async () => {
    let imports = 0;
    const view = lazyView(() => {
      imports += 1;
      return Promise.resolve({ default: Hello });
    });
    const html = renderToString(
      <Suspense fallback={<i>loading</i>}>
        <view.View name="Ada" />
      </Suspense>,
    );
    expect(html).toContain('loading');
    await view.load();
    expect(imports).toBe(1);
  });
});
