// The theme's variables on <html> (project/useProjectHead.ts): written where they differ, and not
// again for what is there (a write to the root's inline style restyles every element: issue 47).
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Project } from '../../../src/contract';
import { themeVariables } from '../../../src/domain/theme';
import { useProjectHead } from '../../../src/project/useProjectHead';
import type { Shell } from '../../../src/project/shellContext';

vi.mock('../../../src/ui/fonts', () => ({ loadFont: () => Promise.resolve() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
});

const projectIn = (primaryColor: string) =>
  ({ eventTitle: 'Summit', companyName: 'Care', style: { primaryColor } }) as unknown as Project;
const shellOf = (project: Project) => ({ project, pwaLook: true }) as unknown as Shell;

function Head({ shell }: { shell: Shell }) {
  useProjectHead(shell);
  return null;
}

it('sets the theme, then writes nothing for a new project object with the same theme, and only what changed', () => {
  const root = document.documentElement;
  const { rerender } = render(<Head shell={shellOf(projectIn('#0f766e'))} />);
  expect(root.style.getPropertyValue('--color-primary')).toBe('#0f766e');
  expect(root.dataset.look).toBe('pwa');

  const writes = vi.spyOn(root.style, 'setProperty');
  rerender(<Head shell={shellOf(projectIn('#0f766e'))} />);
  expect(writes).not.toHaveBeenCalled();

  rerender(<Head shell={shellOf(projectIn('#b91c1c'))} />);
  expect(root.style.getPropertyValue('--color-primary')).toBe('#b91c1c');
  expect(writes).toHaveBeenCalledWith('--color-primary', '#b91c1c');
});

it("writes nothing over the variables the server's markup carries already", () => {
  const project = projectIn('#0f766e');
  const root = document.documentElement;
  root.setAttribute(
    'style',
    Object.entries(themeVariables(project, true))
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
  );
  const writes = vi.spyOn(root.style, 'setProperty');
  render(<Head shell={shellOf(project)} />);
  expect(writes).not.toHaveBeenCalled();
});
