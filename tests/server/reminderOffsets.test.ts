// @vitest-environment node
/**
 * When reminders are due (issue 34): REMINDER_OFFSETS, and a project's own `reminderOffsets` in
 * the organiser document (validated; `[]` switches the mails off, the push row stays), on the
 * test clock: rows past at planning time are skipped, not sent.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderJobs } from '../../server/db/schema.ts';
import { reminderOffsetsFromEnv } from '../../server/config.ts';
import { exampleProject, organiserTestApp } from './adminHelpers.ts';
import { NOW, SETUP_TIMEOUT } from './helpers.ts';

const PROJECT = 'proj-open-source-day';
let o: Awaited<ReturnType<typeof organiserTestApp>>;
beforeAll(async () => {
  o = await organiserTestApp();
}, SETUP_TIMEOUT);
afterAll(() => o?.t.close());

const jobs = async () =>
  (await o.t.db.select().from(reminderJobs).where(eq(reminderJobs.projectId, PROJECT)))
    .map((j) => `${j.channel} ${j.offsetMinutes} ${j.status}`)
    .sort();

describe('reminder offsets', () => {
  it('reads REMINDER_OFFSETS: the default a day and an hour, fractions, off; nonsense refuses to start', () => {
    expect(reminderOffsetsFromEnv(undefined)).toEqual([1440, 60]);
    expect(reminderOffsetsFromEnv('60, 0.5,60')).toEqual([60, 0.5]);
    expect(reminderOffsetsFromEnv('off')).toEqual([]);
    expect(reminderOffsetsFromEnv('')).toEqual([]);
    expect(() => reminderOffsetsFromEnv('an hour')).toThrow(/REMINDER_OFFSETS/);
    expect(() => reminderOffsetsFromEnv('-5')).toThrow(/REMINDER_OFFSETS/);
  });

  it('plans the server’s offsets for each session; a moment already past is skipped', async () => {
    const doc = exampleProject();
    doc.events[0].startTime = NOW.getTime() / 1000 + 30 * 60; // in half an hour
    expect((await o.admin.put(`/admin/api/projects/${PROJECT}`, doc)).status).toBe(201);
    expect(await jobs()).toEqual(['mail 1440 skipped', 'mail 60 skipped', 'push 10 pending']);
    doc.events[0].startTime = NOW.getTime() / 1000 + 2 * 86400;
    await o.admin.put(`/admin/api/projects/${PROJECT}`, doc);
    expect(await jobs()).toEqual(['mail 1440 pending', 'mail 60 pending', 'push 10 pending']);
  });

  it('takes the project’s own offsets, [] switches the mails off, and refuses bad ones', async () => {
    const doc = { ...exampleProject(), reminderOffsets: [180] };
    doc.events[0].startTime = NOW.getTime() / 1000 + 2 * 86400;
    expect((await o.admin.put(`/admin/api/projects/${PROJECT}`, doc)).status).toBe(200);
    expect(await jobs()).toEqual(['mail 180 pending', 'push 10 pending']);
    expect((await o.admin.get(`/admin/api/projects/${PROJECT}`)).json.reminderOffsets).toEqual([180]);
    await o.admin.put(`/admin/api/projects/${PROJECT}`, { ...doc, reminderOffsets: [] });
    expect(await jobs()).toEqual(['push 10 pending']);
    for (const bad of [[0], [1.5], [60, 60], [1, 2, 3, 4, 5, 6], [50_000], 'daily']) {
      const res = await o.admin.put(`/admin/api/projects/${PROJECT}`, { ...doc, reminderOffsets: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.fields[0]).toMatch(/^reminderOffsets/);
    }
  });
});
