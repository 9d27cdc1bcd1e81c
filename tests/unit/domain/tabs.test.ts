import { describe, expect, it } from 'vitest';
import {
  availablePwaTabs,
  chooseTab,
  orderLiveTabs,
  orderPwaTabs,
  splitPwaTabs,
  usableHandouts,
} from '../../../src/domain/tabs';

describe('web-app tab order', () => {
  it('puts home first and support, privacy-policy last', () => {
    expect(orderPwaTabs(['privacy-policy', 'chat', 'support', 'handout', 'home', 'question'])).toEqual([
      'home',
      'handout',
      'question',
      'chat',
      'support',
      'privacy-policy',
    ]);
  });
  it('shows five tabs and puts the rest in the overflow menu', () => {
    const ordered = orderPwaTabs([
      'home',
      'program',
      'handout',
      'question',
      'poll',
      'custom',
      'support',
      'privacy-policy',
    ]);
    const { visible, overflow } = splitPwaTabs(ordered);
    expect(visible).toEqual(['home', 'program', 'handout', 'custom', 'question']);
    expect(overflow).toEqual(['poll', 'support', 'privacy-policy']);
  });
  it('keeps the bar as it is when a poll, chat or quiz starts: the new tab goes after the ones in the bar', () => {
    const before = splitPwaTabs(
      orderPwaTabs(['home', 'program', 'handout', 'custom', 'question', 'support', 'privacy-policy']),
    ).visible;
    const after = splitPwaTabs(
      orderPwaTabs([
        'home',
        'program',
        'handout',
        'custom',
        'question',
        'poll',
        'chat',
        'quiz',
        'support',
        'privacy-policy',
      ]),
    );
    expect(after.visible).toEqual(before);
    expect(after.overflow).toEqual(['poll', 'chat', 'quiz', 'support', 'privacy-policy']);
  });
  it('has no overflow with five tabs or fewer', () => {
    expect(splitPwaTabs(['home', 'support', 'privacy-policy'])).toEqual({
      visible: ['home', 'support', 'privacy-policy'],
      overflow: [],
    });
  });
  it('offers tabs from the project', () => {
    const tabs = availablePwaTabs({
      topics: [{ title: 'Keynote' }],
      customTab: { show: true },
      event: { handouts: [{ url: '/media/a.pdf', buttonText: 'Slides' }] },
    });
    expect(tabs).toEqual(['home', 'program', 'handout', 'custom', 'support', 'privacy-policy']);
    expect(availablePwaTabs({ event: {} })).toEqual(['home', 'support', 'privacy-policy']);
  });
});

describe('live tabs', () => {
  it('follows the event tabOrder over the default', () => {
    expect(orderLiveTabs(['chat', 'livecontent', 'handout'], ['handout', 'chat', 'livecontent'])).toEqual([
      'handout',
      'chat',
      'livecontent',
    ]);
    expect(orderLiveTabs(['chat', 'livecontent', 'handout'])).toEqual(['livecontent', 'chat', 'handout']);
  });
  it('falls back to the first available tab when the hash names another', () => {
    expect(chooseTab(['livecontent', 'chat'], '#quiz')).toBe('livecontent');
    expect(chooseTab(['livecontent', 'chat'], '#chat')).toBe('chat');
  });
});

it('lists handouts with both url and button text only', () => {
  expect(
    usableHandouts([
      { url: '/a.pdf', buttonText: 'A' },
      { url: '', buttonText: 'B' },
      { url: '/c.pdf', buttonText: '' },
    ]),
  ).toHaveLength(1);
});
