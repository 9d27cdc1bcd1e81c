// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmationMail } from '../../server/mail/confirmationText';

const base = {
  firstName: 'Zoé',
  eventTitle: 'Webinaire',
  when: 'mardi 24 novembre 2026 à 10:00',
  link: 'https://x/on-demand/r',
  onSite: false,
  organiser: 'Brightwave',
  update: false,
};

describe('the confirmation mail of an event that has ended (issue 30)', () => {
  it('says when it took place and how to watch the replay, never "starts on" or "shortly before the start"', () => {
    for (const language of ['en', 'nlFormal', 'nlInformal', 'de', 'fr']) {
      const upcoming = confirmationMail({ ...base, language }).text;
      const ended = confirmationMail({ ...base, language, moment: 'replay' as const }).text;
      expect(ended).not.toBe(upcoming);
      expect(ended).toContain(base.when);
      expect(ended).toContain(base.link);
    }
    const en = confirmationMail({ ...base, language: 'en', moment: 'replay' as const }).text;
    expect(en).toContain('which took place on mardi 24 novembre 2026 à 10:00. You can watch the replay now.');
    expect(en).not.toMatch(/starts on|shortly before the start/);
    const fr = confirmationMail({ ...base, language: 'fr', moment: 'replay' as const }).text;
    expect(fr).toContain('regarder le replay');
    expect(fr).not.toMatch(/qui commence le|peu avant le début/);
  });
  it('keeps the start and the "shortly before" line for an event to come', () => {
    expect(confirmationMail({ ...base, language: 'en' }).text).toMatch(/which starts on .*shortly before the start/s);
  });
});

describe('the confirmation mail while the event is live, and after it without a replay (issue 45)', () => {
  const languages = ['en', 'nlFormal', 'nlInformal', 'de', 'fr'];
  it('says it has started and is live now, and to open the link now; never "starts on" or "shortly before"', () => {
    for (const language of languages) {
      const before = confirmationMail({ ...base, language }).text;
      const live = confirmationMail({ ...base, language, moment: 'live' }).text;
      expect(live).not.toBe(before);
      expect(live).toContain(base.when);
      expect(live).toContain(base.link);
    }
    const en = confirmationMail({ ...base, language: 'en', moment: 'live' }).text;
    expect(en).toContain(
      'Thank you for registering for Webinaire. It started on mardi 24 novembre 2026 à 10:00 and is live now.',
    );
    expect(en).toContain('open your personal link now');
    expect(en).not.toMatch(/starts on|shortly before the start/);
    expect(en.match(/Thank you/g)).toHaveLength(1);
    const nl = confirmationMail({ ...base, language: 'nlFormal', moment: 'live' }).text;
    expect(nl).toContain('is nu live');
    expect(nl).not.toMatch(/begint|kort voor de start/);
    const informal = confirmationMail({ ...base, language: 'nlInformal', moment: 'live' }).text;
    expect(informal).toContain('open je persoonlijke link nu');
    const de = confirmationMail({ ...base, language: 'de', moment: 'live' }).text;
    expect(de).not.toMatch(/beginnt am|kurz vor Beginn/);
    const fr = confirmationMail({ ...base, language: 'fr', moment: 'live' }).text;
    expect(fr).not.toMatch(/qui commence le|peu avant le début/);
  });
  it('on site while live: the entrance line stays', () => {
    const text = confirmationMail({ ...base, language: 'en', moment: 'live', onSite: true, address: 'Jaarbeurs' }).text;
    expect(text).toContain('You will attend on site at Jaarbeurs.');
    expect(text).toContain('is live now');
  });
  it('after the end without a replay: when it took place, no replay promised', () => {
    for (const language of languages) {
      const after = confirmationMail({ ...base, language, moment: 'after' }).text;
      expect(after).toContain(base.when);
      expect(after).not.toMatch(/replay|opname|Aufzeichnung/i);
    }
  });
});
