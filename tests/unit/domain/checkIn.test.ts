import { describe, expect, it } from 'vitest';
import type { DoorEntry } from '../../../src/contract/checkIn';
import {
  checkValueOf,
  doorConflicts,
  earlier,
  pushedLessons,
  readCheckInCode,
  scanVerdict,
  ticketOf,
} from '../../../src/domain/checkIn';

const CODE = `EHC1${'a'.repeat(16)}${'B-_'.repeat(5)}x`;
const entry = (over: Partial<DoorEntry> = {}): DoorEntry => ({
  check: 'c',
  name: 'Ada Lovelace',
  sessions: ['Summit'],
  onSite: true,
  unregistered: false,
  checkedIn: null,
  ...over,
});

describe('check-in code', () => {
  it('reads a code with the spaces a scanner adds, and nothing else', () => {
    expect(readCheckInCode(` ${CODE}\n`)).toBe(CODE);
    expect(readCheckInCode(`${CODE}x`)).toBeUndefined();
    expect(readCheckInCode('https://example.com/hybrid-summit/demoRegistrationHybrid01')).toBeUndefined();
    expect(readCheckInCode(`EHC2${CODE.slice(4)}`)).toBeUndefined();
  });

  it('splits a code into its ticket and signature', () => {
    expect(ticketOf(CODE)).toEqual({ ticket: 'a'.repeat(16), signature: `${'B-_'.repeat(5)}x` });
    expect(ticketOf('EHC1short')).toBeUndefined();
  });

  it('gives a 22-character check value that differs per code and is not the code', async () => {
    const one = await checkValueOf(CODE);
    expect(one).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await checkValueOf(CODE)).toBe(one);
    expect(await checkValueOf(`${CODE.slice(0, -1)}y`)).not.toBe(one);
    expect(CODE).not.toContain(one);
  });
});

describe('scan verdict', () => {
  it('is red for an unreadable code, a code not on the list, an unregistered or an online ticket', () => {
    expect(scanVerdict(undefined, undefined)).toEqual({ colour: 'red', reason: 'unreadable' });
    expect(scanVerdict(CODE, undefined)).toEqual({ colour: 'red', reason: 'unknown' });
    expect(scanVerdict(CODE, entry({ unregistered: true }))).toMatchObject({ colour: 'red', reason: 'unregistered' });
    expect(scanVerdict(CODE, entry({ onSite: false }))).toMatchObject({ colour: 'red', reason: 'online' });
  });

  it('is green the first time and amber with the earliest check-in after', () => {
    expect(scanVerdict(CODE, entry())).toMatchObject({ colour: 'green' });
    const listed = { at: 2000, door: 'Door 2' };
    const mine = { at: 1000, door: 'Door 1' };
    expect(scanVerdict(CODE, entry({ checkedIn: listed }), mine)).toMatchObject({ colour: 'amber', checkedIn: mine });
    expect(scanVerdict(CODE, entry({ checkedIn: listed }))).toMatchObject({ colour: 'amber', checkedIn: listed });
    expect(earlier(listed, undefined)).toBe(listed);
    expect(earlier(undefined, mine)).toBe(mine);
  });
});

describe('door conflicts', () => {
  const list = [entry({ check: 'a', name: 'Ada' }), entry({ check: 'b', name: 'Bob' }), entry({ check: 'c' })];

  it('none while every ticket this door checked in is kept as its own', () => {
    const mine = { a: 1000 };
    expect(doorConflicts(list, 'Door 1', mine, { a: { at: 1000, door: 'Door 1' } }, {})).toEqual([]);
    const listed = [entry({ check: 'a', checkedIn: { at: 1000, door: 'Door 1' } })];
    expect(doorConflicts(listed, 'Door 1', mine, {}, {})).toEqual([]);
  });

  it('the earlier scan of another door, from the list or from an answer, and a later one it replaced', () => {
    const listed = [entry({ check: 'a', name: 'Ada', checkedIn: { at: 900, door: 'Door 2' } })];
    expect(doorConflicts(listed, 'Door 1', { a: 1000 }, {}, {})).toEqual([
      { check: 'a', name: 'Ada', here: 1000, other: { at: 900, door: 'Door 2' } },
    ]);
    expect(doorConflicts(list, 'Door 1', { b: 1000 }, { b: { at: 800, door: 'Door 3' } }, {})).toMatchObject([
      { name: 'Bob', other: { door: 'Door 3' } },
    ]);
    expect(doorConflicts(list, 'Door 1', { b: 1000 }, {}, { b: { at: 1200, door: 'Door 3' } })).toMatchObject([
      { name: 'Bob', here: 1000, other: { at: 1200 } },
    ]);
  });
});

describe("the doors' stream", () => {
  const list = [entry({ check: 'a' }), entry({ check: 'b' })];

  it('teaches the kept check-in, a later scan elsewhere of a ticket checked in here, and a ticket not listed', () => {
    const pushed = [
      { check: 'a', at: 900, door: 'Door 2' },
      { check: 'b', at: 1500, door: 'Door 2' },
      { check: 'b', at: 1000, door: 'Door 1' },
    ];
    expect(pushedLessons(list, { a: 1000, b: 1000 }, pushed)).toEqual({
      lessons: [
        { check: 'a', checkedIn: { at: 900, door: 'Door 2' } },
        { check: 'b', checkedIn: { at: 1500, door: 'Door 2' }, twice: { at: 1500, door: 'Door 2' } },
        { check: 'b', checkedIn: { at: 1000, door: 'Door 1' } },
      ],
      unknown: false,
    });
    expect(pushedLessons(list, {}, [{ check: 'walk-up', at: 1, door: 'Door 3' }]).unknown).toBe(true);
  });

  it("teaches the kept door another door's later scan that the server refused (it arrived after ours)", () => {
    const later = { at: 1400, door: 'Door 2' };
    const pushed = [{ check: 'a', at: 1000, door: 'Door 1', later }];
    // Door 1 scanned it at 1000 (kept): the conflict. Door 2 itself, or a door that never scanned it: nothing more.
    expect(pushedLessons(list, { a: 1000 }, pushed).lessons).toEqual([
      { check: 'a', checkedIn: { at: 1000, door: 'Door 1' }, twice: later },
    ]);
    expect(pushedLessons(list, { a: 1400 }, pushed).lessons).toEqual([
      { check: 'a', checkedIn: { at: 1000, door: 'Door 1' } },
    ]);
    expect(pushedLessons(list, {}, pushed).lessons).toEqual([{ check: 'a', checkedIn: { at: 1000, door: 'Door 1' } }]);
    // And the conflict shows at the kept door.
    const conflicts = doorConflicts(list, 'Door 1', { a: 1000 }, { a: { at: 1000, door: 'Door 1' } }, { a: later });
    expect(conflicts).toEqual([expect.objectContaining({ check: 'a', here: 1000, other: later })]);
  });
});
