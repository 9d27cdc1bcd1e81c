/** Audience Q&A order and counts (src/domain/qna.ts), shared by the Questions tab and the room screen. */
import { describe, expect, it } from 'vitest';
import type { PublicQuestion } from '../../../src/contract';
import {
  isUpvoted,
  mergedQuestions,
  ownQuestions,
  roomScreenTop,
  roomTextLength,
  shownVotes,
  sortedQuestions,
} from '../../../src/domain/qna';

const q = (
  id: number,
  votes: number,
  askedAt: string,
  status: PublicQuestion['status'] = 'approved',
): PublicQuestion => ({ id, name: null, message: `q${id}`, votes, status, askedAt });
const list = [
  q(1, 2, '2026-11-21T12:00:00Z'),
  q(2, 5, '2026-11-21T12:01:00Z'),
  q(3, 2, '2026-11-21T12:02:00Z'),
  q(4, 9, '2026-11-21T12:03:00Z', 'answered'),
];

describe('audience question order', () => {
  it('open questions by votes, ties the earlier first; newest first on request; answered apart', () => {
    expect(sortedQuestions(list, 'approved', 'votes').map((x) => x.id)).toEqual([2, 1, 3]);
    expect(sortedQuestions(list, 'approved', 'newest').map((x) => x.id)).toEqual([3, 2, 1]);
    expect(sortedQuestions(list, 'answered', 'votes').map((x) => x.id)).toEqual([4]);
  });

  it('pushed questions win over paged copies of them', () => {
    expect(mergedQuestions([q(1, 7, 'a')], [q(1, 2, 'a'), q(5, 0, 'b')]).map((x) => [x.id, x.votes])).toEqual([
      [1, 7],
      [5, 0],
    ]);
  });
});

describe('a tap not confirmed yet', () => {
  it('shows at once and counts once, in either direction', () => {
    expect(isUpvoted(1, [], { 1: true })).toBe(true);
    expect(shownVotes(q(1, 2, 'a'), [], { 1: true })).toBe(3);
    expect(shownVotes(q(1, 2, 'a'), [1], { 1: true })).toBe(2);
    expect(shownVotes(q(1, 2, 'a'), [1], { 1: false })).toBe(1);
    expect(shownVotes(q(1, 0, 'a'), [1], { 1: false })).toBe(0);
    expect(shownVotes(q(1, 2, 'a'), [1], {})).toBe(2);
  });
});

describe('your questions', () => {
  const mine = [
    q(7, 0, '2026-11-21T12:00:00Z', 'answered'),
    q(8, 3, '2026-11-21T12:05:00Z'),
    q(9, 0, '2026-11-21T12:09:00Z', 'pending'),
  ];
  const unsent = [
    { id: 'k1', message: 'first offline', createdAt: 1 },
    { id: 'k2', message: 'second offline', createdAt: 2 },
  ];

  it("lists what waits on this device first, newest first, then the server's own questions, newest first", () => {
    expect(ownQuestions(mine, unsent, null).map((x) => [x.key, x.status])).toEqual([
      ['unsent-k2', 'unsent'],
      ['unsent-k1', 'unsent'],
      ['q-9', 'pending'],
      ['q-8', 'approved'],
      ['q-7', 'answered'],
    ]);
  });

  it('a highlighted own question reads "being answered now"; a pending one never does', () => {
    expect(ownQuestions(mine, [], 8).find((x) => x.key === 'q-8')?.status).toBe('now');
    expect(ownQuestions(mine, [], 9).find((x) => x.key === 'q-9')?.status).toBe('pending');
  });

  it('nothing asked: an empty list', () => {
    expect(ownQuestions([], [], null)).toEqual([]);
  });
});

describe('the room screen', () => {
  const many = [
    q(1, 3, 'a'),
    q(2, 9, 'b'),
    q(3, 3, 'c'),
    q(4, 1, 'd'),
    q(5, 0, 'e'),
    q(6, 7, 'f'),
    q(7, 2, 'g'),
    q(8, 20, 'h', 'answered'),
    q(9, 50, 'i', 'pending'),
  ];
  it('lists the top five approved by votes, ties the earlier first, without the highlighted one', () => {
    expect(roomScreenTop(many, null).map((x) => x.id)).toEqual([2, 6, 1, 3, 7]);
    expect(roomScreenTop(many, 2).map((x) => x.id)).toEqual([6, 1, 3, 7, 4]);
    expect(roomScreenTop(many, 8).map((x) => x.id)).toEqual([2, 6, 1, 3, 7]);
    expect(roomScreenTop([], null)).toEqual([]);
  });
  it('sizes the highlighted question by its length', () => {
    expect(roomTextLength('When is the next one?')).toBe('short');
    expect(roomTextLength('x'.repeat(100))).toBe('short');
    expect(roomTextLength(`  ${'x'.repeat(101)}  `)).toBe('medium');
    expect(roomTextLength('x'.repeat(220))).toBe('medium');
    expect(roomTextLength('x'.repeat(1024))).toBe('long');
  });
});
