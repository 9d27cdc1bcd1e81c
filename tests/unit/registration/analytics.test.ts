// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyticsProjectKey, shouldRecordPageView } from '../../../src/domain/analytics';

describe('page-view analytics rule', () => {
  const on = { path: '/hybrid-summit/registration', previewMode: null, ignoreStatActions: null };
  it('records a normal visit', () => {
    expect(shouldRecordPageView(on)).toBe(true);
    expect(shouldRecordPageView({ ...on, path: '/demo-company/registration-company' })).toBe(true);
    expect(shouldRecordPageView({ ...on, ignoreStatActions: '0' })).toBe(true);
  });
  it('not in preview mode, whatever its value', () => {
    expect(shouldRecordPageView({ ...on, previewMode: 'default-registration' })).toBe(false);
    expect(shouldRecordPageView({ ...on, previewMode: 'on-site' })).toBe(false);
  });
  it('not when this browser set ignoreStatActions to 1', () => {
    expect(shouldRecordPageView({ ...on, ignoreStatActions: '1' })).toBe(false);
  });
  it('not on the confirmation route', () => {
    expect(
      shouldRecordPageView({ ...on, path: '/hybrid-summit/abcdefghijklmnopqrstuvwx/registration-confirmation' }),
    ).toBe(false);
  });
  it('the project key gets -pwa for web-app visitors', () => {
    expect(analyticsProjectKey('proj-hybrid-summit', false)).toBe('proj-hybrid-summit');
    expect(analyticsProjectKey('proj-hybrid-summit', true)).toBe('proj-hybrid-summit-pwa');
  });
});
