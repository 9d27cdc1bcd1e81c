// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmationMail } from '../../server/mail/confirmationText';

const base = {
  firstName: 'Zoé', eventTitle: 'Webinaire', when: 'mardi 24 novembre 2026 à 10:00', link: 'https://x/on-demand/r',
  onSite: false, organiser: 'Brightwave', update: false,
};

describe('the confirmation mail of an event that has ended (issue 30)', () => {
  it('says when it took place and how to watch the replay, never "starts on" or "shortly before the start"', () => {
    for (const language of ['en', 'nlFormal', 'nlInformal', 'de', 'fr']) {
      const upcoming = confirmationMail({ ...base, language }).text;
      const ended = confirmationMail({ ...base, language, ended: true }).text;
      expect(ended).not.toBe(upcoming);
      expect(ended).toContain(base.when);
      expect(ended).toContain(base.link);
    }
    const en = confirmationMail({ ...base, language: 'en', ended: true }).text;
    expect(en).toContain('which took place on mardi 24 novembre 2026 à 10:00. You can watch the replay now.');
    expect(en).not.toMatch(/starts on|shortly before the start/);
    const fr = confirmationMail({ ...base, language: 'fr', ended: true }).text;
    expect(fr).toContain('regarder le replay');
    expect(fr).not.toMatch(/qui commence le|peu avant le début/);
  });
  it('keeps the start and the "shortly before" line for an event to come', () => {
    expect(confirmationMail({ ...base, language: 'en' }).text).toMatch(/which starts on .*shortly before the start/s);
  });
});
