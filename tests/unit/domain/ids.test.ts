import { describe, expect, it } from 'vitest';
import { acceptableRef, isValidRegistrationId, OPEN_REGISTRATION_ID, randomId } from '../../../src/domain/ids';

describe('registration id', () => {
  it('accepts 24 letters, digits, _ and -', () => {
    expect(isValidRegistrationId('demoRegistrationHybrid01')).toBe(true);
    expect(isValidRegistrationId('a-b_c-d_e-f_g-h_i-j_k-l_')).toBe(true);
    expect(isValidRegistrationId(OPEN_REGISTRATION_ID)).toBe(true);
  });
  it('rejects other lengths and characters', () => {
    expect(isValidRegistrationId('demoRegistrationHybrid0')).toBe(false);
    expect(isValidRegistrationId('demoRegistrationHybrid012')).toBe(false);
    expect(isValidRegistrationId('demoRegistration Hybrid1')).toBe(false);
    expect(isValidRegistrationId('demoRegistration.Hybrid1')).toBe(false);
    expect(isValidRegistrationId(undefined)).toBe(false);
  });
  it('makes random ids of the right alphabet and length', () => {
    const id = randomId(24, (bytes) => crypto.getRandomValues(bytes));
    expect(isValidRegistrationId(id)).toBe(true);
  });
});

describe('ref', () => {
  it('is sent only when it matches the allowed characters', () => {
    expect(acceptableRef('newsletter_2026-11')).toBe('newsletter_2026-11');
    expect(acceptableRef('bad ref')).toBeUndefined();
    expect(acceptableRef('<script>')).toBeUndefined();
    expect(acceptableRef('')).toBeUndefined();
    expect(acceptableRef(null)).toBeUndefined();
  });
});
