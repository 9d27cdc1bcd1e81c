/**
 * The outbox keeps command calls (src/contract/commands.ts): what a kind may do is read from the
 * table, and what an earlier version stored in a visitor's IndexedDB (one body shape per kind) is
 * read as the call it stood for, so it is still sent (src/domain/outboxStored.ts).
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS, commandPath, type CommandKind } from '../../../src/contract/commands';
import { isWaitedFor, keepsOutcome, type OfflineKind, sentOutcome } from '../../../src/domain/outbox';
import { storedItem, storedOutcome } from '../../../src/domain/outboxStored';
import { outboxItem } from './items';

/** Items as the app before issue 46 stored them. */
const earlierItems = [
  { kind: 'registration', body: { event_id: 'hybrid-summit', email: 'a@example.com', on_site_viewer: 1 } },
  { kind: 'attendance', body: { _id: 'reg1', event_id: 'hybrid-summit', on_site_viewer: 0 } },
  { kind: 'evaluation', body: { evaluation_id: 'ev', registration_id: 'reg1', answers: [] } },
  { kind: 'question', body: { broadcastSlug: 'b', question: {} } },
  { kind: 'vote', body: { broadcast: 'a b', pollId: 'p/1', vote: { voterId: 'v', optionId: 'o1' } } },
  { kind: 'analytics', body: { call: 'page-views', projectKey: 'proj-x', data: { action: 'registration-page-view' } } },
  { kind: 'analytics', body: { call: 'link-clicks', projectKey: 'proj-x-pwa', data: { eventId: 'hybrid-summit' } } },
  { kind: 'upvote', body: { broadcast: 'a b', questionId: 12, vote: { voterId: 'v', up: true } } },
].map((item, index) => ({ id: `k${index + 1}`, eventId: 'hybrid-summit', createdAt: index + 1, ...item }));

describe('the policies come from the command table', () => {
  it('waits for (and keeps the outcome of) every command that may wait offline unless its outcome is silent', () => {
    const offline = (Object.keys(COMMANDS) as CommandKind[]).filter((kind) => COMMANDS[kind].mayWaitOffline);
    expect(offline.filter((kind) => isWaitedFor(kind as OfflineKind))).toEqual(
      offline.filter((kind) => COMMANDS[kind].outcome !== 'silent'),
    );
    expect(offline.filter((kind) => !isWaitedFor(kind as OfflineKind))).toEqual(['pageView', 'linkClick']);
    const item = outboxItem('k', { kind: 'linkClick', params: { projectKey: 'p' }, body: { eventId: 'e' } }, 'e');
    expect(keepsOutcome(sentOutcome(item, undefined, 1))).toBe(false);
  });

  it('refuses to build a path with a missing value', () => {
    expect(() => commandPath(COMMANDS.vote, { broadcast: 'b' })).toThrow(/pollId/);
  });
});

describe('items an earlier version stored', () => {
  it('read as the command each stood for, with its path filled and encoded, its key, event and time kept', () => {
    const items = earlierItems.map((stored) => storedItem(stored));
    const paths = items.map((item) => {
      if (!item) throw new Error('unreadable');
      expect(COMMANDS[item.call.kind].mayWaitOffline, item.call.kind).toBe(true);
      return `${item.call.kind} ${commandPath(COMMANDS[item.call.kind], item.call.params)}`;
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
    expect(items[0]).toEqual({
      id: 'k1',
      eventId: 'hybrid-summit',
      createdAt: 1,
      call: { kind: 'registration', body: earlierItems[0]!.body },
    });
    expect(items[4]!.call.body).toEqual({ voterId: 'v', optionId: 'o1' });
    expect(items[5]!.call.body).toEqual({ action: 'registration-page-view' });
    expect(items[6]!.call.body).toEqual({ eventId: 'hybrid-summit' });
  });

  it("reads today's items as they are, and skips what nobody wrote", () => {
    const today = outboxItem('k9', { kind: 'question', body: { broadcastSlug: 'b', question: {} } }, 'e', 9);
    expect(storedItem(today)).toEqual(today);
    expect(storedItem({ id: 'x', kind: 'telepathy', body: {} })).toBeUndefined();
    expect(storedItem('garbage')).toBeUndefined();
  });

  it('reads their outcomes with the answer as `answer` and a refusal as `refusal`', () => {
    const base = { id: 'k2', kind: 'attendance', eventId: 'hybrid-summit', settledAt: 5 };
    const sent = { ...base, ok: true, result: { ok: true, on_site_viewer: 0 }, registrationId: 'reg1', requested: 0 };
    expect(storedOutcome(sent)).toEqual({ ...base, ok: true, answer: { ok: true, on_site_viewer: 0 } });
    const refused = { ...base, ok: false, status: 409, message: 'No seats', fields: [], body: { error: 'No seats' } };
    expect(storedOutcome(refused)).toEqual({
      ...base,
      ok: false,
      // The server named no kind then: the page tells it as a refusal of any kind.
      refusal: { kind: undefined, status: 409, message: 'No seats', fields: [], body: { error: 'No seats' } },
    });
    const body = { evaluation_id: 'ev', registration_id: 'reg1', answers: [] };
    const answer = { ok: true, updated: false, answers: [] };
    const today = sentOutcome(outboxItem('k3', { kind: 'evaluation', body }, 'e'), answer, 1);
    expect(storedOutcome(today)).toEqual(today);
  });
});
