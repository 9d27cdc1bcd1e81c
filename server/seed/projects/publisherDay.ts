/**
 * publisher-day: a webinar for a publisher's subscribers, registration through the publisher's
 * single sign-on (registration.type 'publisher', SSO-01): the registration page leads to the
 * publisher sign-in (the development provider in the demo) instead of the form.
 */
import { background, logo } from '../mediaCatalog.ts';
import { SPEAKERS, speaker } from '../speakers.ts';
import { COMPANY, DEFAULT_STYLE, nameFields, type At, type SeedProject } from '../types.ts';

export function publisherDay(at: At): SeedProject {
  return {
    id: 'proj-publisher-day',
    companyId: COMPANY.id,
    doc: {
      companyName: COMPANY.name,
      projectType: 'webinar',
      language: 'en',
      eventTitle: 'Journal Club Live: reading a trial report critically',
      privacyText:
        '<p>Your publisher account confirms your subscription; we keep your registration at most 6 months after ' +
        'the broadcast ends.</p>',
      registration: {
        type: 'publisher',
        introductionText:
          '<p>For subscribers of the Clinical Practice Review: register with your publisher account and bring one ' +
          'trial report you want to discuss.</p>',
        confirmationText: '<p>You are registered. Your personal link is in your inbox.</p>',
        fields: nameFields({ first: 'First name', last: 'Last name', email: 'E-mail' }),
      },
      style: {
        ...DEFAULT_STYLE,
        primaryColor: '#0f766e',
        logoUrl: logo('brightwave.svg'),
        backgroundUrl: background('hybrid-health-summit.svg'),
      },
      speakers: [speaker(SPEAKERS.vanDam)],
      topics: [
        {
          title: 'Five questions for every methods section',
          description: 'Randomisation, blinding, outcomes, losses and analysis.',
        },
        { title: 'Your trial reports', description: 'Two reports sent in by subscribers, read together.' },
      ],
    },
    events: [
      {
        _id: 'publisher-day',
        name: 'Journal Club Live',
        startTime: at(3 * 24 * 60),
        durationInMinutes: 60,
        registrationType: 'normal',
        onDemandActive: false,
        onDemandID: null,
        liveDirectorBroadcastSlug: 'journal-club-live',
        chatType: 'noChat',
      },
    ],
  };
}
