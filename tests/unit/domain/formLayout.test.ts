import { describe, expect, it } from 'vitest';
import { isMultilineField, ONE_LINE_MAX_LENGTH } from '../../../src/domain/formLayout';

describe('text field shape', () => {
  it('shows a text area for a textarea field without a fixed length', () => {
    expect(isMultilineField({ type: 'textarea' })).toBe(true);
    expect(isMultilineField({ type: 'textarea', length: 500 })).toBe(true);
  });
  it('shows a short fixed-length answer (a membership number) on one line', () => {
    expect(isMultilineField({ type: 'textarea', length: 8 })).toBe(false);
    expect(isMultilineField({ type: 'textarea', length: ONE_LINE_MAX_LENGTH })).toBe(false);
    expect(isMultilineField({ type: 'text' })).toBe(false);
  });
});
