/**
 * The poll and quiz badges clear once the item is answered, or seen: its tab was open and the
 * visitor went on to another (issue 29). Only leaving counts: the tab a new poll opens keeps its
 * badge while it is shown (spec 2 section 4).
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { rememberVote, useInteractionMemory, useSeenWhenLeft } from '../../../src/state/interactionMemory';

afterEach(cleanup);

function tabs(broadcast: string, initial: string, items: { poll?: string; quiz?: string }) {
  return renderHook(
    ({ active, shown }) => {
      useSeenWhenLeft(broadcast, active, shown);
      return useInteractionMemory(broadcast);
    },
    { initialProps: { active: initial, shown: items } },
  );
}

it('an active poll is settled once the visitor leaves its open tab, not while it is open', () => {
  const view = tabs('b1', 'poll', { poll: 'poll-1' });
  expect(view.result.current.settled('poll-1')).toBe(false);
  view.rerender({ active: 'poll', shown: { poll: 'poll-1' } });
  expect(view.result.current.settled('poll-1')).toBe(false);
  act(() => view.rerender({ active: 'chat', shown: { poll: 'poll-1' } }));
  expect(view.result.current.settled('poll-1')).toBe(true);
  expect(view.result.current.answered('poll-1')).toBe(false);
  // Another broadcast's item of the same id is its own.
  expect(renderHook(() => useInteractionMemory('b2')).result.current.settled('poll-1')).toBe(false);
});

it('leaving another tab settles nothing; a quiz question left is settled; a vote settles at once', async () => {
  const view = tabs('b3', 'home', { poll: 'poll-2', quiz: 'q-1' });
  act(() => view.rerender({ active: 'chat', shown: { poll: 'poll-2', quiz: 'q-1' } }));
  expect(view.result.current.settled('poll-2')).toBe(false);
  expect(view.result.current.settled('q-1')).toBe(false);
  act(() => view.rerender({ active: 'quiz', shown: { poll: 'poll-2', quiz: 'q-1' } }));
  act(() => view.rerender({ active: 'home', shown: { poll: 'poll-2', quiz: 'q-1' } }));
  expect(view.result.current.settled('q-1')).toBe(true);
  await act(async () => rememberVote('b3', 'poll-2', 'option-a'));
  expect(view.result.current.settled('poll-2')).toBe(true);
});

it('what was seen is kept for the next page load', () => {
  const view = tabs('b4', 'poll', { poll: 'poll-3' });
  act(() => view.rerender({ active: 'home', shown: { poll: 'poll-3' } }));
  expect(
    JSON.parse(
      localStorage.getItem(Object.keys(localStorage).find((key) => localStorage.getItem(key)!.includes('b4 poll-3'))!)!,
    ).seen,
  ).toContain('b4 poll-3');
});
