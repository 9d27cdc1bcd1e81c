import { describe, expect, it } from 'vitest';
import { paths, queryString } from '../../../src/domain/paths';

describe('paths', () => {
  it('builds the personal pages under event and registration id', () => {
    expect(paths.personal('hybrid-summit', 'demoRegistrationHybrid01')).toBe('/hybrid-summit/demoRegistrationHybrid01');
    expect(paths.personalLink('open-hybrid', 'openRegistrationId000000', true)).toBe(
      '/open-hybrid/openRegistrationId000000/olr83ee2?pwa=true',
    );
    expect(paths.personalLink('webinar', 'abc', false)).toBe('/webinar/abc/olr83ee2');
    expect(paths.changeAttendance('e', 'r')).toBe('/e/r/change-attendance');
    expect(paths.ondemandWithRegistration('e', 'r')).toBe('/e/r/ondemand-with-registration');
  });

  it('encodes ids so a strange id cannot leave its segment', () => {
    expect(paths.landing('a/b?c')).toBe('/a%2Fb%3Fc');
    expect(paths.registration('x y', '?ondemand=true')).toBe('/x%20y/registration?ondemand=true');
  });

  it('writes queries without empty values and with readable commas', () => {
    expect(queryString({ full: 'a,b', forcedOnline: '1' })).toBe('?full=a,b&forcedOnline=1');
    expect(queryString({ full: '', forcedOnline: undefined })).toBe('');
  });
});
