// @vitest-environment node
/** Switching rooms through update-registrations: one choice per round, refused when full. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const counts = async () => {
  const res = await t.get('/api/registrations/proj-multi-session/count-each-event');
  return Object.fromEntries((res.json as { event: string; regsCount: number }[]).map((c) => [c.event, c.regsCount]));
};
const selectionOf = async (id: string) =>
  (await t.get(`/api/registrations/proj-multi-session/${id}`)).json.SELECTED_EVENTS;

describe('switching rooms', () => {
  it('keeps the earlier room when the new one is full', async () => {
    const before = await counts();
    const res = await t.post('/api/update-registrations', {
      _id: 'demoRegistrationMulti001',
      event_id: 'multi-session-round1-b',
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-b'],
    });
    expect(res).toMatchObject({
      status: 200,
      json: {
        SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a'],
        cannotRegisterForEvents: ['multi-session-round1-b'],
      },
    });
    expect(await selectionOf('demoRegistrationMulti001')).toEqual(['multi-session', 'multi-session-round1-a']);
    expect(await counts()).toEqual(before);
  });

  it('moves a place from one room to the other, and back', async () => {
    const id = 'seedMultiRoundB000000001';
    const before = await counts();
    const toA = await t.post('/api/update-registrations', {
      _id: id,
      event_id: 'multi-session-round1-a',
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a'],
    });
    expect(toA).toMatchObject({
      status: 200,
      json: { SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a'], cannotRegisterForEvents: [] },
    });
    const moved = await counts();
    expect(moved['multi-session-round1-a']).toBe(before['multi-session-round1-a']! + 1);
    expect(moved['multi-session-round1-b']).toBe(before['multi-session-round1-b']! - 1);
    // The freed place lets Linus in; then B is full again and the first visitor cannot go back.
    const linus = await t.post('/api/update-registrations', {
      _id: 'demoRegistrationMulti001',
      event_id: 'multi-session-round1-b',
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-b'],
    });
    expect(linus.json.SELECTED_EVENTS).toEqual(['multi-session', 'multi-session-round1-b']);
    const refused = await t.post('/api/update-registrations', {
      _id: id,
      event_id: 'multi-session-round1-b',
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-b'],
    });
    expect(refused.json).toMatchObject({
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a'],
      cannotRegisterForEvents: ['multi-session-round1-b'],
    });
    expect((await counts())['multi-session-round1-b']).toBe(before['multi-session-round1-b']);
  });

  it('answers 409 and stores nothing when only full sessions are asked for', async () => {
    const id = 'seedMultiRoundB000000001'; // in room A since the test before; B is full again
    const full = await t.post('/api/update-registrations', {
      _id: id,
      event_id: 'multi-session-round1-b',
      SELECTED_EVENTS: ['multi-session-round1-b'],
    });
    expect(full).toMatchObject({ status: 409, json: { cannotRegisterForEvents: ['multi-session-round1-b'] } });
    expect(await selectionOf(id)).toEqual(['multi-session', 'multi-session-round1-a']);
  });

  it('keeps one room per round: the new choice wins when both are named', async () => {
    const id = await (async () => {
      const res = await t.post('/api/registrations', {
        event_id: 'multi-session',
        first_name: 'Ada',
        last_name: 'Rooms',
        email: 'ada.rooms@example.com',
        SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a'],
      });
      expect(res.status).toBe(200);
      return res.json.registrationID as string;
    })();
    const both = await t.post('/api/update-registrations', {
      _id: id,
      event_id: 'multi-session-closing',
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a', 'multi-session-round1-b', 'multi-session-closing'],
    });
    // B is new but full: refused, and A (the room the visitor had) stays, once.
    expect(both.json).toMatchObject({
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a', 'multi-session-closing'],
      cannotRegisterForEvents: ['multi-session-round1-b'],
    });
    // A visitor in B who names both rooms moves to A (the new one), and B gets its place back.
    const before = await counts();
    const moved = await t.post('/api/update-registrations', {
      _id: 'seedMultiRoundB000000003',
      event_id: 'multi-session-round1-a',
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-b', 'multi-session-round1-a'],
    });
    expect(moved.json).toMatchObject({
      SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a'],
      cannotRegisterForEvents: [],
    });
    expect((await counts())['multi-session-round1-b']).toBe(before['multi-session-round1-b']! - 1);
  });
});
