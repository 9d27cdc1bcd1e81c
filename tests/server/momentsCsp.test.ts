// @vitest-environment node
import { expect, it } from 'vitest';
import { appPagePolicy } from '../../server/http/contentPolicy';
import { NO_THIRD_PARTIES } from '../../server/thirdParties';

it('CONST-06: the brand font file may come from this origin or a media origin, like the images', () => {
  const policy = appPagePolicy({ ...NO_THIRD_PARTIES, media: ['https://cdn.example.com'] }, 'nonce', []);
  expect(policy.fontSrc).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
  expect(appPagePolicy(NO_THIRD_PARTIES, 'nonce', []).fontSrc).toEqual(["'self'", 'data:']);
});
