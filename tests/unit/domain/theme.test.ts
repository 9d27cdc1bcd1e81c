import { describe, expect, it } from 'vitest';
import {
  fontStack,
  headerColors,
  pageTitle,
  parseColor,
  readableTextOn,
  themeVariables,
} from '../../../src/domain/theme';
import { seatsRemaining } from '../../../src/domain/seats';
import { countdownParts } from '../../../src/domain/countdown';
import { projectSpan, sessionStatus } from '../../../src/domain/time';

/** WCAG contrast of two colours, computed here independently of the module under test. */
function ratio(a: string, b: string): number {
  const lum = (c: string) =>
    parseColor(c)!
      .map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      })
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('theme', () => {
  it('uses the spec defaults', () => {
    const vars = themeVariables({}, false);
    expect(vars['--color-primary']).toBe('rgba(240,240,240,1)');
    expect(vars['--radius-button']).toBe('4px');
    expect(vars['--radius-label']).toBe('20px');
    expect(vars['--radius-card']).toBe('4px');
    expect(vars['--radius-input']).toBe('0px');
    expect(vars['--font-family']).toContain('Archivo');
  });
  it('lets pwaStyle win in the web-app look only', () => {
    const project = {
      style: { primaryColor: '#ff0000', cardBorderRadius: 20 },
      pwaStyle: { primaryColor: '#00ff00', secondaryColor: '#000080' },
    };
    expect(themeVariables(project, false)['--color-primary']).toBe('#ff0000');
    expect(themeVariables(project, true)['--color-primary']).toBe('#00ff00');
    expect(themeVariables(project, true)['--color-secondary']).toBe('#000080');
    expect(themeVariables(project, true)['--radius-card']).toBe('20px');
  });
  it('colours the web-app header with the brand, not the accent, and text that reads on it (issue 45)', () => {
    const summit = {
      style: { primaryColor: '#0f766e' },
      pwaStyle: { primaryColor: '#0f766e', secondaryColor: '#f59e0b' },
    };
    const vars = themeVariables(summit, true);
    expect(vars['--color-header']).toBe('#0f766e');
    expect(vars['--color-on-header']).toBe('#ffffff');
    expect(vars['--color-secondary']).toBe('#f59e0b'); // still the accent
    expect(headerColors('#ea580c')).toEqual({ background: '#ea580c', text: '#111111' });
    expect(headerColors('rgba(240,240,240,1)').text).toBe('#111111');
    // A mid-grey on which neither black nor white reaches 4.5:1 is darkened under white text.
    const grey = headerColors('#6e6e6e');
    expect(grey.text).toBe('#ffffff');
    expect(ratio(grey.background, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const brand of ['#0f766e', '#ea580c', '#f59e0b', '#6e6e6e', '#777777', '#1d4ed8', '#ffff00']) {
      const { background, text } = headerColors(brand);
      expect(ratio(background, text), brand).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('picks readable text colours and font stacks', () => {
    expect(readableTextOn('#ffffff')).toBe('#111111');
    expect(readableTextOn('#1d3557')).toBe('#ffffff');
    expect(fontStack('open-sans')).toContain('"Open Sans"');
    expect(fontStack('arial')).toContain('Arial');
  });
  it('titles the page with event and company', () => {
    expect(pageTitle('Hybrid Summit', 'Northwind')).toBe('Hybrid Summit | Northwind');
  });
});

describe('seats, countdown and time', () => {
  it('counts seats remaining', () => {
    expect(seatsRemaining(40, 38)).toBe(2);
    expect(seatsRemaining(40, 41)).toBe(0);
  });
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it('knows upcoming, live and ended, and the project span', () => {
    const event = { startTime: 1000, durationInMinutes: 10 };
    expect(sessionStatus(event, 999)).toBe('upcoming');
    expect(sessionStatus(event, 1000)).toBe('live');
    expect(sessionStatus(event, 1600)).toBe('ended');
    expect(projectSpan([event, { startTime: 5000, durationInMinutes: 60 }])).toEqual({ start: 1000, end: 8600 });
  });
});
