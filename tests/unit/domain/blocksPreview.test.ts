import { describe, expect, it } from 'vitest';
import { acceptBlocksUpdate, blocksLoadedMessage, normalizeOrigin } from '../../../src/domain/blocksPreview';

const ADMIN = 'https://admin.example.com';
const blocks = [{ _id: 'b1', componentType: 'text', componentOptions: { content: '<p>Hi</p>' } }];

describe('preview messages', () => {
  it('takes updateBlocks from the admin origin only', () => {
    expect(acceptBlocksUpdate(ADMIN, { type: 'updateBlocks', blocks }, ADMIN)).toEqual(blocks);
    expect(acceptBlocksUpdate('https://evil.example.com', { type: 'updateBlocks', blocks }, ADMIN)).toBeNull();
    expect(acceptBlocksUpdate('https://admin.example.com:8443', { type: 'updateBlocks', blocks }, ADMIN)).toBeNull();
    expect(acceptBlocksUpdate('null', { type: 'updateBlocks', blocks }, ADMIN)).toBeNull();
  });
  it('compares origins the way MessageEvent gives them (configured with a trailing slash or path)', () => {
    expect(acceptBlocksUpdate(ADMIN, { type: 'updateBlocks', blocks }, `${ADMIN}/`)).toEqual(blocks);
    expect(normalizeOrigin('http://127.0.0.1:8251/admin')).toBe('http://127.0.0.1:8251');
    expect(normalizeOrigin('*')).toBeUndefined();
    expect(acceptBlocksUpdate('*', { type: 'updateBlocks', blocks }, '*')).toBeNull();
  });
  it('ignores other shapes', () => {
    expect(acceptBlocksUpdate(ADMIN, { type: 'other', blocks }, ADMIN)).toBeNull();
    expect(acceptBlocksUpdate(ADMIN, { type: 'updateBlocks', blocks: [{ componentType: 'text' }] }, ADMIN)).toBeNull();
    expect(acceptBlocksUpdate(ADMIN, 'updateBlocks', ADMIN)).toBeNull();
  });
  it('the answer lists id, height and level, rounded', () => {
    expect(
      blocksLoadedMessage(
        [
          { id: 'a', offsetHeight: 120.4, level: 0 },
          { id: 'b', offsetHeight: 60, level: 1 },
        ],
        999.6,
      ),
    ).toEqual({
      type: 'blocksLoaded',
      components: [
        { id: 'a', offsetHeight: 120, level: 0 },
        { id: 'b', offsetHeight: 60, level: 1 },
      ],
      scrollHeight: 1000,
    });
  });
});
