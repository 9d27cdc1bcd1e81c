/** The family chunks of the build (scripts/build/familyChunks.ts): what goes in, and what stays out. */
import { describe, expect, it } from 'vitest';
import { familyChunks, type GraphContext } from '../../../scripts/build/familyChunks';

// main lazily opens the event page, its live view, a poll panel (member) and the login page (outside).
const graph: Record<string, { importedIds?: string[]; dynamicallyImportedIds?: string[] }> = {
  '/main.ts': { dynamicallyImportedIds: ['/EventPage.tsx', '/LoginPage.tsx'] },
  '/EventPage.tsx': {
    importedIds: ['/layout.ts', '/player.ts', '/button.ts', '/eventOnly.ts'],
    dynamicallyImportedIds: ['/LiveView.tsx', '/PollPanel.tsx'],
  },
  '/LiveView.tsx': { importedIds: ['/player.ts', '/liveOnly.ts'] },
  '/PollPanel.tsx': { importedIds: ['/layout.ts', '/pollOnly.ts', '/poll.css'] },
  '/LoginPage.tsx': { importedIds: ['/button.ts'] },
  '/layout.ts': { importedIds: ['/layout.css'] },
};
const ctx: GraphContext = {
  getModuleInfo: (id) => ({
    importedIds: graph[id]?.importedIds ?? [],
    dynamicallyImportedIds: graph[id]?.dynamicallyImportedIds ?? [],
  }),
};
const name = familyChunks('/main.ts', { event: { anchors: ['/EventPage', '/LiveView'], members: ['/PollPanel'] } });

describe('familyChunks', () => {
  it('gathers what the anchors share with each other and with members', () => {
    expect(name('/player.ts', ctx)).toBe('event');
    expect(name('/layout.ts', ctx)).toBe('event');
  });

  it('leaves a module reached from outside the family, or by one module alone, to rolldown', () => {
    expect(name('/button.ts', ctx)).toBeNull();
    expect(name('/eventOnly.ts', ctx)).toBeNull();
    expect(name('/liveOnly.ts', ctx)).toBeNull();
  });

  it("keeps the lazy modules themselves, and what only members use, out of the anchors' download", () => {
    expect(name('/LiveView.tsx', ctx)).toBeNull();
    expect(name('/pollOnly.ts', ctx)).toBeNull();
  });

  it('puts a stylesheet where the modules importing it go', () => {
    expect(name('/layout.css', ctx)).toBe('event');
    expect(name('/poll.css', ctx)).toBeNull();
  });
});
