/**
 * The command table (src/contract/commands.ts): each outbox kind sends a command the table lets
 * wait offline, with its path filled from the item, and settles through its own entry.
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS, commandPath } from '../../../src/contract';
import {
  acceptedOutcome,
  analyticsItem,
  attendanceItem,
  commandOf,
  evaluationItem,
  keepsOutcome,
  questionItem,
  registrationItem,
  voteItem,
} from '../../../src/domain/outbox';

const items = [
  registrationItem('k1', { event_id: 'hybrid-summit', email: 'a@example.com', on_site_viewer: 1 }, 1),
  attendanceItem('k2', { _id: 'reg1', event_id: 'hybrid-summit', on_site_viewer: 0 }, 1),
  evaluationItem('k3', { evaluation_id: 'ev', registration_id: 'reg1', answers: [] }, 'hybrid-summit', 1),
  questionItem('k4', { broadcastSlug: 'b', question: {} }, 'hybrid-summit', 1),
  voteItem('k5', { broadcast: 'a b', pollId: 'p/1', vote: { voterId: 'v', optionId: 'o1' } }, 'hybrid-summit', 1),
  analyticsItem('k6', 'page-views', 'proj-x', { action: 'registration-page-view' }, 1),
  analyticsItem('k7', 'link-clicks', 'proj-x-pwa', { eventId: 'hybrid-summit' }, 1),
  {
    id: 'k8',
    kind: 'upvote' as const,
    body: { broadcast: 'a b', questionId: 12, vote: { voterId: 'v', up: true } },
    eventId: 'hybrid-summit',
    createdAt: 1,
  },
];

describe('commands declared once', () => {
  it('maps every outbox kind to a command that may wait offline, its path filled and encoded', () => {
    const paths = items.map((item) => {
      const call = commandOf(item);
      expect(COMMANDS[call.kind].mayWaitOffline, item.kind).toBe(true);
      return `${call.kind} ${commandPath(COMMANDS[call.kind], call.params)}`;
    });
    expect(paths).toEqual([
      'registration /registrations',
      'attendance /update-registrations-and-send-mail',
      'evaluation /evaluations',
      'question /ask-question',
      'vote /polls/a%20b/p%2F1/vote',
      'pageView /analytics/proj-x/page-views',
      'linkClick /analytics/proj-x-pwa/link-clicks',
      'upvote /qna/a%20b/12/upvote',
    ]);
    expect(commandOf(items[6]!).body).toEqual({ eventId: 'hybrid-summit' });
  });

  it('refuses to build a path with a missing value', () => {
    expect(() => commandPath(COMMANDS.vote, { broadcast: 'b' })).toThrow(/pollId/);
  });

  it('settles each kind as its own kind (no fallback to registration); silent commands keep no outcome', () => {
    for (const item of items) {
      const outcome = acceptedOutcome(item, { ok: true } as never, 5);
      expect(outcome.kind).toBe(item.kind);
      expect(keepsOutcome(outcome)).toBe(COMMANDS[commandOf(item).kind].outcome !== 'silent');
    }
    expect(acceptedOutcome(items[1]!, { ok: true, on_site_viewer: 0 }, 5)).toMatchObject({
      registrationId: 'reg1',
      requested: 0,
    });
  });
});
