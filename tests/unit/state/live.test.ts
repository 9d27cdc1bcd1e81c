import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import type { LiveState } from '../../../src/contract';
import { applyLiveState, applyPollResults, liveStore, resetLive, setLiveConnection } from '../../../src/state/live';

const state = (version: number, patch: Partial<LiveState> = {}): LiveState => ({
  version,
  state: 'pre',
  mode: 'player',
  activePoll: null,
  activeQuiz: null,
  onAirAt: null,
  visible: { polls: false, chat: false, questions: true, handouts: true, quiz: false, evaluation: false, cta: false },
  ...patch,
});

describe('live state', () => {
  beforeEach(() => resetLive());

  it('takes newer versions and ignores older or repeated ones', () => {
    expect(applyLiveState(state(2))).toBe(true);
    expect(applyLiveState(state(3, { state: 'on-air' }))).toBe(true);
    expect(applyLiveState(state(2, { state: 'post' }))).toBe(false);
    expect(applyLiveState(state(3, { state: 'post' }))).toBe(false);
    expect(liveStore.live?.state).toBe('on-air');
  });

  it('changes only the fields that differ, so readers of the others are not woken', () => {
    applyLiveState(state(1));
    const before = snapshot(liveStore);
    applyLiveState(state(2, { state: 'on-air' }));
    const after = snapshot(liveStore);
    expect(after.live?.state).toBe('on-air');
    // Unchanged parts keep their snapshot identity: components reading them do not re-render.
    expect(after.live?.visible).toBe(before.live?.visible);
    applyLiveState(state(3, { state: 'on-air', visible: { ...state(1).visible, polls: true } }));
    expect(snapshot(liveStore).live?.visible).not.toBe(after.live?.visible);
    expect(snapshot(liveStore).live?.visible.polls).toBe(true);
  });

  it('records the connection once per change', () => {
    setLiveConnection('connecting');
    setLiveConnection('open');
    expect(liveStore.connection).toBe('open');
  });
});

describe('pushed poll results', () => {
  beforeEach(() => resetLive());

  it('keeps the first push, then replaces only the polls whose counts changed', () => {
    applyPollResults({ p1: { a: 1 }, p2: { x: 0 } });
    const p2 = liveStore.results!.p2;
    applyPollResults({ p1: { a: 2 }, p2: { x: 0 } });
    expect(snapshot(liveStore).results).toEqual({ p1: { a: 2 }, p2: { x: 0 } });
    expect(liveStore.results!.p2).toBe(p2);
    resetLive();
    expect(liveStore.results).toBeNull();
  });
});
