import { describe, expect, it } from 'vitest';
import { chatEmbedUrl, chatIdentity, chatLocale, hasChat } from '../../../src/domain/chat';

const templates = { eventChat: '/dev/chat/event/{id}', websiteChat: '/dev/chat/website/{id}' };
const visitor = {
  previewMode: null,
  previewNickname: 'Preview',
  firstName: 'Grace',
  lastName: 'Tester',
  email: 'grace@example.com',
  locale: 'nlInformal',
};

describe('chat embed', () => {
  it('knows the two kinds and noChat', () => {
    expect(hasChat({ chatType: 'noChat' }, templates)).toBe(false);
    expect(hasChat({ chatType: 'eventChat', _id: 'e1' }, templates)).toBe(true);
    expect(hasChat({ chatType: 'websiteChat' }, templates)).toBe(false); // no website id
    expect(hasChat({ chatType: 'websiteChat', websiteChatId: 'w1' }, templates)).toBe(true);
  });
  it('has no chat of a kind the deployment embeds nothing for (production without CHAT_*_EMBED)', () => {
    const eventOnly = { eventChat: 'https://chat.example.org/room/{id}', websiteChat: null };
    expect(hasChat({ chatType: 'eventChat', _id: 'e1' }, eventOnly)).toBe(true);
    expect(hasChat({ chatType: 'websiteChat', websiteChatId: 'w1' }, eventOnly)).toBe(false);
    expect(chatEmbedUrl({ chatType: 'websiteChat', websiteChatId: 'w1' }, visitor, eventOnly)).toBeNull();
    expect(chatEmbedUrl({ chatType: 'eventChat', _id: 'e1' }, visitor, eventOnly)).toMatch(
      /^https:\/\/chat\.example\.org\/room\/e1\?/,
    );
  });
  it('uses nl for the Dutch languages, else en', () => {
    expect(chatLocale('nlFormal')).toBe('nl');
    expect(chatLocale('nlInformal')).toBe('nl');
    expect(chatLocale('de')).toBe('en');
    expect(chatLocale('fr')).toBe('en');
  });
  it('gives the registered name and e-mail, a preview nickname in preview', () => {
    expect(chatIdentity(visitor)).toEqual({ nickname: 'Grace Tester', email: 'grace@example.com' });
    expect(chatIdentity({ ...visitor, previewMode: 'default' })).toEqual({ nickname: 'Preview', email: '' });
  });
  it('builds the embed address of each kind', () => {
    const site = new URL(
      chatEmbedUrl({ chatType: 'websiteChat', websiteChatId: 'site 1' }, visitor, templates)!,
      'http://x',
    );
    expect(site.pathname).toBe('/dev/chat/website/site%201');
    expect(Object.fromEntries(site.searchParams)).toEqual({
      email: 'grace@example.com',
      nickname: 'Grace Tester',
      locale: 'nl',
    });
    const room = new URL(
      chatEmbedUrl({ chatType: 'eventChat', _id: 'ev', eventChatId: 'room' }, { ...visitor, locale: 'fr' }, templates)!,
      'http://x',
    );
    expect(room.pathname).toBe('/dev/chat/event/room');
    expect(room.searchParams.get('nickname')).toBe('Grace Tester');
    expect(room.searchParams.has('locale')).toBe(false);
    expect(chatEmbedUrl({ chatType: 'noChat' }, visitor, templates)).toBeNull();
  });
});
