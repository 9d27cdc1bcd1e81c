/** The server's check of submitted values uses the form's rules: both sides agree. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { RegistrationField } from '../../../src/contract';
import { buildRegistrationSchema, initialFormValues } from '../../../src/domain/formSchema';
import { invalidFields } from '../../../src/domain/submittedFields';

const now = new Date('2026-01-01T00:30:00+01:00'); // still 2025 in UTC, already 2026 in Amsterdam
const field = (f: Partial<RegistrationField> & Pick<RegistrationField, 'name' | 'type'>) =>
  ({ required: true, ...f }) as RegistrationField;

describe('submitted field rules', () => {
  it('refuses what the form refuses and accepts what it sends', () => {
    const fields = [
      field({ name: 'email', type: 'email' }),
      field({ name: 'birth', type: 'date' }),
      field({ name: 'code', type: 'text', length: 4 }),
      field({ name: 'rating', type: 'scale', min: 0, max: 10 }),
      field({
        name: 'topics',
        type: 'checkbox',
        options: [
          { id: 'a', text: 'A' },
          { id: 'b', text: 'B' },
        ] as never,
      }),
    ];
    const schema = buildRegistrationSchema(fields, { now });
    const good = {
      ...initialFormValues(fields),
      email: 'Ada@Example.com',
      birth: { day: '10', month: '12', year: '1990' },
      code: '1234',
      rating: 7,
      topics: ['b'],
    };
    const parsed = v.safeParse(schema, good);
    expect(parsed.success).toBe(true);
    expect(invalidFields(fields, parsed.output as Record<string, unknown>, now)).toEqual([]);

    const bad = { email: 'ada@example..com', birth: '31-02-1990', code: '12', rating: 0, topics: [] };
    expect(invalidFields(fields, bad, now)).toEqual(['email', 'birth', 'code', 'rating', 'topics']);
    const formBad = {
      ...good,
      email: bad.email,
      birth: { day: '31', month: '02', year: '1990' },
      code: '12',
      rating: 0,
      topics: [],
    };
    const issues = v.safeParse(schema, formBad).issues?.map((i) => i.path?.[0]?.key);
    expect(issues).toEqual(['email', 'birth', 'code', 'rating', 'topics']);
  });

  it('takes the date-of-birth year in UTC on both sides', () => {
    const fields = [field({ name: 'birth', type: 'date' })];
    const schema = buildRegistrationSchema(fields, { now });
    // 2026 is next year in UTC at this moment: both refuse it.
    expect(invalidFields(fields, { birth: '01-01-2026' }, now)).toEqual(['birth']);
    expect(v.safeParse(schema, { birth: { day: '01', month: '01', year: '2026' } }).success).toBe(false);
    expect(invalidFields(fields, { birth: '01-01-2025' }, now)).toEqual([]);
  });
});
