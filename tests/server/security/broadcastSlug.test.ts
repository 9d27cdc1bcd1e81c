// @vitest-environment node
/**
 * Broadcast slugs are unique across projects (issue 27): the live director finds a broadcast by
 * its slug, else by its event id, so two projects sharing one would share each other's polls,
 * quiz and questions. The organiser's import refuses that with a 400 naming the slug.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleProject, type organiser, organiserTestApp } from '../adminHelpers.ts';
import { SETUP_TIMEOUT, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: ReturnType<typeof organiser>;
beforeAll(async () => {
  ({ t, admin } = await organiserTestApp());
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const EXAMPLE = '/admin/api/projects/proj-open-source-day';
const withSlug = (slug: string | undefined) => {
  const doc = exampleProject();
  doc.events[0].liveDirectorBroadcastSlug = slug;
  return doc;
};
/** A second project, its event `copy-day` with `slug`. */
const copy = (slug: string) => {
  const doc = withSlug(slug);
  doc._id = 'proj-copy';
  doc.events[0]._id = 'copy-day';
  doc.live = { 'copy-day': doc.live['open-source-day'] };
  return doc;
};

describe('importing a project', () => {
  it("with the slug of another project's broadcast is a 400 naming the slug", async () => {
    const res = await admin.put(EXAMPLE, withSlug('hybrid-health-summit-2026'));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: 'Broadcast slug already used by another project: hybrid-health-summit-2026',
      fields: ['events.0.liveDirectorBroadcastSlug'],
      kind: 'invalid',
    });
    expect((await admin.get(EXAMPLE)).status).toBe(404);
  });

  it(
    "with a slug that is another project's event id is " + 'a 400 too (broadcasts are found by event id as well)',
    async () => {
      const res = await admin.put(EXAMPLE, withSlug('webinar'));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Broadcast slug already used by another project: webinar');
    },
  );

  it('without a slug, its event id is its broadcast: another project may not take it as a slug', async () => {
    expect((await admin.put(EXAMPLE, withSlug(undefined))).status).toBe(201);
    const res = await admin.put('/admin/api/projects/proj-copy', copy('open-source-day'));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Broadcast slug already used by another project: open-source-day');
    expect(res.json.fields).toEqual(['events.0.liveDirectorBroadcastSlug']);
  });

  it('keeps its own slug when imported again, and a unique slug is accepted', async () => {
    expect((await admin.put(EXAMPLE, withSlug('open-source-day-2026'))).status).toBe(200);
    expect((await admin.put(EXAMPLE, withSlug('open-source-day-2026'))).status).toBe(200);
    expect((await admin.put('/admin/api/projects/proj-copy', copy('copy-day-live'))).status).toBe(201);
    const clash = await admin.put('/admin/api/projects/proj-copy', copy(' open-source-day-2026 '));
    expect(clash.status).toBe(400);
    expect(clash.json.error).toBe('Broadcast slug already used by another project: open-source-day-2026');
  });
});
