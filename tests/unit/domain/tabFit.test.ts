import { describe, expect, it } from 'vitest';
import { fitTabs } from '../../../src/domain/tabFit';

const tabs = ['info', 'program', 'speakers', 'sponsors', 'question', 'poll'] as const;
const widths = [60, 90, 100, 100, 110, 60];

describe('fitTabs: the tab row and its More menu', () => {
  it('shows every tab, without More, when they all fit', () => {
    expect(fitTabs(tabs, widths, 600, 70, 'info', 4)).toEqual({ shown: [...tabs], more: [] });
  });

  it('keeps tabs in order while they fit beside the More button', () => {
    // 360 - 70 - 4 = 286 for tabs: info 60 + program 94 + speakers 104 = 258; sponsors would make 362.
    expect(fitTabs(tabs, widths, 360, 70, 'info', 4)).toEqual({
      shown: ['info', 'program', 'speakers'],
      more: ['sponsors', 'question', 'poll'],
    });
  });

  it('always keeps the selected tab in the row, in its place, giving up the last ones before it', () => {
    // poll 60 first, then info 64, program 94: 218; speakers would make 322 > 286.
    expect(fitTabs(tabs, widths, 360, 70, 'poll', 4)).toEqual({
      shown: ['info', 'program', 'poll'],
      more: ['speakers', 'sponsors', 'question'],
    });
    expect(fitTabs(tabs, widths, 360, 70, 'question', 4).shown).toEqual(['info', 'program', 'question']);
  });

  it('shows the selected tab even on a row too narrow for it', () => {
    expect(fitTabs(tabs, widths, 100, 70, 'question', 4)).toEqual({
      shown: ['question'],
      more: ['info', 'program', 'speakers', 'sponsors', 'poll'],
    });
  });

  it('without a selected tab (none known yet) fits from the start', () => {
    expect(fitTabs(tabs, widths, 200, 70, undefined, 0).shown).toEqual(['info']);
  });

  it('counts the gaps: a row exactly as wide as tabs and gaps needs no More', () => {
    const total = widths.reduce((a, b) => a + b, 0) + 5 * 4;
    expect(fitTabs(tabs, widths, total, 70, 'info', 4).more).toEqual([]);
    expect(fitTabs(tabs, widths, total - 2, 70, 'info', 4).more.length).toBeGreaterThan(0);
  });
});
