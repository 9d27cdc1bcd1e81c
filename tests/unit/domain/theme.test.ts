import { describe, expect, it } from 'vitest';
import { fontStack, pageTitle, readableTextOn, themeVariables } from '../../../src/domain/theme';
import { seatsRemaining } from '../../../src/domain/seats';
import { countdownParts } from '../../../src/domain/countdown';
import { projectSpan, sessionStatus } from '../../../src/domain/time';

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
    const project = { style: { primaryColor: '#ff0000', cardBorderRadius: 20 }, pwaStyle: { primaryColor: '#00ff00', secondaryColor: '#000080' } };
    expect(themeVariables(project, false)['--color-primary']).toBe('#ff0000');
    expect(themeVariables(project, true)['--color-primary']).toBe('#00ff00');
    expect(themeVariables(project, true)['--color-secondary']).toBe('#000080');
    expect(themeVariables(project, true)['--radius-card']).toBe('20px');
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
