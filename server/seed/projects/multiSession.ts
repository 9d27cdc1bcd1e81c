/** multi-session: opening (on demand), a live breakout round with one full session, a closing. */
import { background, logo } from '../mediaCatalog.ts';
import { SPEAKERS, speaker } from '../speakers.ts';
import { SPONSORS, sponsor } from '../sponsors.ts';
import { COMPANY, DEFAULT_STYLE, nameFields, type At, type SeedProject } from '../types.ts';
import { EVALUATIONS } from '../evaluations.ts';

/** Session B is full: its limit equals the registrations the seed puts in. */
export const ROUND1_B_LIMIT = 3;
const ROUND1 = ['multi-session-round1-a', 'multi-session-round1-b'];

export function multiSession(at: At): SeedProject {
  const round = {
    breakout_group: 'round-1',
    breakoutGroupName: 'Round 1',
    breakouts: ROUND1,
    registrationType: 'normal',
  };
  return {
    id: 'proj-multi-session',
    companyId: COMPANY.id,
    doc: {
      companyName: COMPANY.name,
      evaluation: EVALUATIONS.multiSession,
      projectType: 'multiSession',
      language: 'en',
      eventTitle: 'Open Source Leadership Day 2026',
      calendarTitle: 'Open Source Leadership Day 2026',
      privacyText:
        '<p>We use your registration to give you access to the sessions you chose and to send you the recordings. ' +
        'Your data is kept for at most 6 months after the last broadcast ends.</p>',
      preventSwitchingRooms: false,
      registration: {
        type: 'normal',
        introductionText:
          '<p>One day about running open source well: an opening keynote, a breakout round where you pick one of ' +
          'two sessions, and a closing panel. Choose your sessions below; you can change your breakout choice ' +
          'later while there is room.</p>',
        confirmationText: '<p>You are registered. Your personal link opens the session that is on at that moment.</p>',
        fields: [
          ...nameFields({ first: 'First name', last: 'Last name', email: 'E-mail address' }),
          { id: 'f-org', name: 'organisation', label: 'Organisation', required: false, type: 'text' },
        ],
      },
      style: {
        ...DEFAULT_STYLE,
        primaryColor: '#1d4ed8',
        cardBorderRadius: 20,
        logoUrl: logo('open-source-leadership.svg'),
        backgroundUrl: background('open-source-leadership.svg'),
      },
      topics: [
        { title: 'Why open source won, and what it costs', description: 'Opening keynote by Sofia Lindqvist.' },
        { title: 'Round 1: pick a breakout', description: 'Sustaining maintainers, or securing the supply chain.' },
        { title: 'The next ten years', description: 'Closing panel with all speakers.' },
      ],
      speakers: [speaker(SPEAKERS.lindqvist), speaker(SPEAKERS.huang), speaker(SPEAKERS.osei)],
      sponsors: [sponsor(SPONSORS.fjord)],
      showProgramTab: true,
    },
    events: [
      {
        _id: 'multi-session',
        name: 'Opening keynote: Why open source won, and what it costs',
        startTime: at(-150),
        durationInMinutes: 90,
        registrationType: 'normal',
        onDemandActive: true,
        onDemandID: 'od-osld-2026-opening',
        onDemandPageContent: '<p>Missed the opening? Watch the full keynote here.</p>',
        liveDirectorBroadcastSlug: 'osld-2026-opening',
        chatType: 'noChat',
      },
      {
        _id: 'multi-session-round1-a',
        name: 'Session A: Sustaining maintainers',
        ...round,
        startTime: at(-20),
        durationInMinutes: 60,
        registrationsCountLimit: 50,
        onDemandActive: false,
        onDemandID: null,
        liveDirectorBroadcastSlug: 'osld-2026-round1-a',
        chatType: 'noChat',
        livePageContent: '<p>Mei Huang on paying maintainers, mentoring newcomers and saying no.</p>',
      },
      {
        _id: 'multi-session-round1-b',
        name: 'Session B: Securing the software supply chain',
        ...round,
        startTime: at(-20),
        durationInMinutes: 60,
        registrationsCountLimit: ROUND1_B_LIMIT,
        onDemandActive: false,
        onDemandID: null,
        liveDirectorBroadcastSlug: 'osld-2026-round1-b',
        chatType: 'noChat',
        livePageContent: '<p>Kwame Osei on signed releases and reproducible builds. A small hands-on group.</p>',
      },
      {
        _id: 'multi-session-closing',
        name: 'Closing panel: the next ten years',
        startTime: at(120),
        durationInMinutes: 45,
        registrationType: 'normal',
        onDemandActive: false,
        onDemandID: null,
        liveDirectorBroadcastSlug: 'osld-2026-closing',
        chatType: 'noChat',
      },
    ],
  };
}
