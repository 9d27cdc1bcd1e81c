// @vitest-environment node
/**
 * The registrations export through the real app: a visitor who registered on an imported project
 * is in the CSV and the JSON with every field, attendance, events and times; spreadsheet
 * formulas are neutralised; thousands of rows arrive as a stream of pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../server/db/schema.ts';
import { ADMIN_TOKEN, exampleProject, organiser, parseCsv } from './adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: ReturnType<typeof organiser>;
const ID = 'proj-open-source-day';
const EVENT = 'open-source-day';
const CSV = `/admin/api/projects/${ID}/registrations.csv`;

beforeAll(async () => {
  t = await makeTestApp({ admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
  admin = organiser(t.app);
  expect((await admin.put(`/admin/api/projects/${ID}`, exampleProject())).status).toBe(201);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

/** A registration id may start with `-`: its cell then carries the formula guard (`'`) too. */
const idCell = (cell: string) => cell.replace(/^'(?=-)/, '');

const register = async (email: string, extra: Record<string, unknown> = {}) => {
  const res = await t.post('/api/registrations', {
    event_id: EVENT,
    email,
    first_name: 'Test',
    last_name: 'Visitor',
    role: 'Maintainer',
    ...extra,
  });
  expect(res.status).toBe(200);
  return res.json.registrationID as string;
};

describe('registrations export', () => {
  it('has the new registration in the CSV, with every field as a column', async () => {
    const id = await register('Marta.Kowalska@Example.com', {
      first_name: 'Marta',
      last_name: 'Kowalska',
      organisation: 'Fjord Systems',
      role: 'role-contributor',
    });
    const res = await admin.get(CSV);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${ID}-registrations.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(res.text.slice(1));
    expect(header).toEqual([
      'registration_id',
      'event_id',
      'email',
      'first_name',
      'last_name',
      'organisation',
      'role',
      'attendance',
      'selected_events',
      'time_zone',
      'ref',
      'generated',
      'created_at',
      'unregistered',
      'unregistered_at',
      'checked_in_at',
      'checked_in_door',
    ]);
    const row = Object.fromEntries(header.map((name, i) => [name, rows.find((r) => idCell(r[0]) === id)![i]]));
    expect(row).toMatchObject({
      email: 'marta.kowalska@example.com',
      first_name: 'Marta',
      last_name: 'Kowalska',
      organisation: 'Fjord Systems',
      role: 'Contributor',
      attendance: 'online',
      selected_events: EVENT,
      unregistered: 'false',
      unregistered_at: '',
      checked_in_at: '',
      checked_in_door: '',
    });
    expect(Date.parse(row.created_at)).not.toBeNaN();
  });

  it('neutralises formulas and shows unregistrations', async () => {
    const evil = await register('evil@example.com', {
      organisation: '=HYPERLINK("http://evil.example","click")',
      first_name: '+31 6 1234',
      last_name: '@SUM(A1)',
    });
    const gone = await register('gone@example.com', { organisation: '-minus' });
    expect((await t.put(`/api/registrations/${ID}/${gone}/unsubscribe`)).status).toBe(200);
    const { text } = await admin.get(CSV);
    const line = text.split('\n').find((l) => l.includes(evil))!;
    expect(line).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(line).toContain('"\'+31 6 1234"');
    expect(line).toContain('"\'@SUM(A1)"');
    const [header, ...rows] = parseCsv(text.slice(1));
    const goneRow = rows.find((r) => idCell(r[0]) === gone)!;
    expect(goneRow[header.indexOf('organisation')]).toBe("'-minus");
    expect(goneRow[header.indexOf('unregistered')]).toBe('true');
    expect(Date.parse(goneRow[header.indexOf('unregistered_at')])).not.toBeNaN();
  });

  it('answers the same as JSON, and 404 for an unknown project', async () => {
    const csvRows = parseCsv((await admin.get(CSV)).text.slice(1)).length - 1;
    const json = await admin.get(`/admin/api/projects/${ID}/registrations.json`);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.json).toHaveLength(csvRows);
    expect(json.json.find((r: { email: string }) => r.email === 'evil@example.com')).toMatchObject({
      organisation: '=HYPERLINK("http://evil.example","click")',
      attendance: 'online',
      selected_events: EVENT,
      unregistered: false,
    });
    expect((await admin.get('/admin/api/projects/proj-nothing-here/registrations.csv')).status).toBe(404);
    expect(JSON.parse((await admin.get('/admin/api/projects/proj-webinar/registrations.json')).text)).toEqual([]);
  });

  it('streams many registrations page by page', async () => {
    const MANY = 5000;
    for (let start = 0; start < MANY; start += 1000) {
      await t.db.insert(registrations).values(
        Array.from({ length: 1000 }, (_, i) => {
          const n = String(start + i).padStart(6, '0');
          return {
            id: `bulkRegistration${n}00`,
            projectId: ID,
            eventId: EVENT,
            email: `bulk${n}@example.com`,
            firstName: 'Bulk',
            lastName: n,
            selectedEvents: [EVENT],
            data: { organisation: 'Bulk Org', role: 'User or sponsor' },
          };
        }),
      );
    }
    const res = await t.app.request(`http://localhost${CSV}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks++;
      text += decoder.decode(read.value, { stream: true });
    }
    const lines = text.split('\n').filter(Boolean);
    expect(lines.length).toBe(1 + MANY + 3);
    expect(lines.filter((l) => l.includes(',Bulk Org,User or sponsor,online,open-source-day,,,false,'))).toHaveLength(
      MANY,
    );
    // The header, then one chunk per page of 1000: never the whole export in one piece.
    expect(chunks).toBeGreaterThanOrEqual(MANY / 1000 + 1);
  }, 60_000);
});
