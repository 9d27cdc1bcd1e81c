import { describe, expect, it } from 'vitest';
import { overVideoItem } from '../../../src/domain/overVideo';
import type { LiveTabState } from '../../../src/domain/liveTabs';

const hidden = {
  polls: false,
  chat: false,
  questions: false,
  handouts: false,
  quiz: false,
  evaluation: false,
  cta: false,
};
const state = (visible: Partial<LiveTabState['visible']>, extra: Partial<LiveTabState> = {}): LiveTabState => ({
  visible: { ...hidden, ...visible },
  activePoll: null,
  activeQuiz: null,
  ...extra,
});
const both = { showPollsOverVideo: true, showQuizOverVideo: true };
const never = () => false;

describe('overVideoItem: the poll shown once on the laptop (INT-02)', () => {
  const poll = state({ polls: true, quiz: true }, { activePoll: 'p1' });

  it('shows the active poll while the visitor is on another tab', () => {
    expect(overVideoItem(both, poll, 'livecontent', never)).toEqual({ kind: 'poll', id: 'p1', key: 'poll:p1' });
  });

  it('shows nothing over the video while the Poll tab shows the poll', () => {
    expect(overVideoItem(both, poll, 'poll', never)).toBeNull();
  });

  it('shows nothing once the visitor voted or closed the card', () => {
    expect(overVideoItem(both, poll, 'speakers', (item) => item.key === 'poll:p1')).toBeNull();
  });

  it('follows the project flags and the controller', () => {
    expect(overVideoItem({ showQuizOverVideo: true }, poll, 'livecontent', never)).toBeNull();
    expect(overVideoItem(both, state({ polls: false }, { activePoll: 'p1' }), 'livecontent', never)).toBeNull();
    expect(overVideoItem(both, null, 'livecontent', never)).toBeNull();
  });

  it('puts the poll first when both run, the quiz when the poll is on its tab or gone', () => {
    const running = state({ polls: true, quiz: true }, { activePoll: 'p1', activeQuiz: 'q1' });
    expect(overVideoItem(both, running, 'livecontent', never)?.key).toBe('poll:p1');
    expect(overVideoItem(both, running, 'poll', never)?.key).toBe('quiz:q1');
    expect(overVideoItem(both, running, 'quiz', never)?.key).toBe('poll:p1');
    expect(overVideoItem(both, running, 'livecontent', (item) => item.kind === 'poll')?.key).toBe('quiz:q1');
  });
});
