/** hybrid-summit: the hybrid on-site experience, live now, 2 of 40 seats left. */
import { hybridSummitHandouts } from '../handouts.ts';
import { background, logo } from '../mediaCatalog.ts';
import { SPEAKERS, speaker } from '../speakers.ts';
import { SPONSORS, sponsor } from '../sponsors.ts';
import { COMPANY, DEFAULT_STYLE, nameFields, type At, type SeedProject } from '../types.ts';
import { EVALUATIONS } from '../evaluations.ts';

export const HYBRID_COMPANIES = [
  'St. Lucas Hospital',
  'CareConnect',
  'Utrecht University Medical Centre',
  'MediSync',
  'Helix Data Labs',
  'Other organisation',
];
export const HYBRID_INTERESTS = [
  'Remote patient monitoring',
  'Interoperability and data sharing',
  'Patient-facing apps',
];

export function hybridSummit(at: At): SeedProject {
  return {
    id: 'proj-hybrid-summit',
    companyId: COMPANY.id,
    doc: {
      companyName: COMPANY.name,
      evaluation: EVALUATIONS.hybridSummit,
      onSiteEvaluation: EVALUATIONS.hybridSummitOnSite,
      projectType: 'hybrid',
      language: 'en',
      eventTitle: 'Hybrid Health Summit 2026',
      calendarTitle: 'Hybrid Health Summit 2026 (Jaarbeurs Utrecht / online)',
      location: { formattedAddress: 'Jaarbeurs, Jaarbeursplein 6, 3521 AL Utrecht, Netherlands' },
      privacyPolicyUrl: '/hybrid-summit#privacy-policy',
      privacyText:
        '<p>Brightwave Events processes your name, e-mail address and answers only to organise this summit and ' +
        'send you the recording. We keep them for at most 6 months after the broadcast ends and never sell them. ' +
        'Ask <a href="mailto:privacy@brightwave.example">privacy@brightwave.example</a> to see or delete your ' +
        'data.</p>',
      expectedOnSiteViewers: 40,
      showProgramTab: true,
      showPollsOverVideo: true,
      registration: {
        type: 'normal',
        introductionText:
          '<p>Join clinicians, builders and researchers for an afternoon about care that moves out of the ' +
          'hospital. Come to Utrecht (40 seats) or watch online: you choose below, and you can change it later.</p>',
        confirmationText:
          '<p>Thank you for registering! Your personal link is in your inbox: it opens the live stream, the ' +
          'programme and the handouts of the summit.</p>',
        onSiteConfirmationText:
          '<p>See you in Utrecht! Show your personal link at the registration desk in hall 7. The desk opens 45 ' +
          'minutes before the start; Wi-Fi details are in the app.</p>',
        attachRegistrationDataToAskAQuestion: true,
        // The demo shows the participants list (off unless the organiser turns it on).
        participantsList: true,
        showLinkedin: true,
        fields: [
          ...nameFields({ first: 'First name', last: 'Last name', email: 'E-mail address' }),
          {
            id: 'f-mobile',
            name: 'mobile',
            label: 'Mobile number (for on-site updates)',
            required: false,
            type: 'mobile',
          },
          {
            id: 'f-company',
            name: 'company',
            label: 'Organisation',
            required: true,
            type: 'dropdown',
            options: HYBRID_COMPANIES.map((text, i) => ({ id: `company-${i + 1}`, text })),
          },
          {
            id: 'f-interests',
            name: 'interests',
            label: 'What would you like to hear about?',
            required: true,
            type: 'checkbox',
            options: HYBRID_INTERESTS.map((text, i) => ({ id: `interest-${i + 1}`, text })),
          },
          {
            id: 'f-on-site',
            name: 'on_site_viewer',
            label: 'How will you attend?',
            required: true,
            type: 'on-site-viewer',
            options: [
              { id: '0', text: 'Online' },
              { id: '1', text: 'On site in Utrecht' },
            ],
          },
        ],
      },
      style: {
        ...DEFAULT_STYLE,
        primaryColor: '#0f766e',
        logoUrl: logo('hybrid-health-summit.svg'),
        backgroundUrl: background('hybrid-health-summit.svg'),
        faviconUrl: logo('hybrid-health-summit.svg'),
      },
      pwaStyle: {
        primaryColor: '#0f766e',
        secondaryColor: '#f59e0b',
        backgroundUrl: background('hybrid-health-summit.svg'),
        backgroundGradient: 'linear-gradient(160deg, #0f766e 0%, #134e4a 100%)',
      },
      // The organiser's own snippet and stylesheet: the script marks the page for their branding
      // rules, the style uses that mark (the only organiser code the app injects as such).
      customScript: "document.documentElement.classList.add('brightwave-branding');",
      customStyle: '.brightwave-branding .site-footer { border-top: 3px solid #0f766e; }',
      pwaHomescreenContent:
        '<h2>Welcome to the Hybrid Health Summit</h2><p>Good to have you here. The main stage is in hall 7; the ' +
        'programme and handouts are one tap away below.</p><ul><li><strong>Wi-Fi:</strong> HHS2026, password ' +
        'careconnect2026</li><li><strong>Questions:</strong> use the Questions tab, the moderator reads them ' +
        'out</li><li><strong>Help:</strong> the desk next to the cloakroom, or call +31 30 555 0142</li></ul>',
      topics: [
        {
          title: 'Care at home, data in the hospital',
          description: 'What two years of remote heart-failure monitoring taught St. Lucas Hospital.',
        },
        {
          title: 'Scheduling that patients actually use',
          description: 'From waiting list to booking link: lessons from 140 clinics.',
        },
        {
          title: 'Sharing data across regions',
          description: 'Interoperable care records without losing the trust of patients.',
        },
        {
          title: 'Panel and questions',
          description: 'All speakers answer questions from the hall and from online viewers.',
        },
      ],
      speakers: [speaker(SPEAKERS.okafor), speaker(SPEAKERS.berg), speaker(SPEAKERS.vanDam)],
      sponsors: [sponsor(SPONSORS.medisync), sponsor(SPONSORS.helix)],
      sponsorsFooterLogo: { key: 'brightwave', url: logo('brightwave.svg') },
      customTab: {
        show: true,
        title: 'Venue',
        icon: 'map',
        bodyText:
          '<h3>Jaarbeurs Utrecht, hall 7</h3><p>A five-minute walk from Utrecht Centraal (Jaarbeurs exit). Parking ' +
          'P1 has an event rate: show your personal link at the desk.</p><p>Cloakroom and quiet room are next to ' +
          'the registration desk. Lunch is vegetarian; tell the desk about allergies.</p>',
      },
      endPage: {
        content:
          '<h2>Thank you for joining!</h2><p>The recording and the slides will be available on this page within ' +
          'two working days.</p>',
        handouts: hybridSummitHandouts,
      },
      evaluationButton: { hide: false, title: 'Share your feedback' },
    },
    events: [
      {
        _id: 'hybrid-summit',
        name: 'Hybrid Health Summit 2026',
        startTime: at(-15),
        durationInMinutes: 180,
        registrationType: 'normal',
        onDemandActive: false,
        onDemandID: null,
        liveDirectorBroadcastSlug: 'hybrid-health-summit-2026',
        livePageContent:
          '<p>Welcome! Ask your questions in the Questions tab: the moderator collects them for the panel at the ' +
          'end.</p>',
        livePageHandoutText: '<p>Download the programme and the venue guide.</p>',
        announcement: 'The panel moves to Hall 2 after the break; online viewers simply stay on this page.',
        showHandoutTab: true,
        handouts: hybridSummitHandouts,
        chatType: 'eventChat',
        eventChatId: 'hybrid-health-summit-2026',
        tabOrder: ['livecontent', 'program', 'speakers', 'sponsors', 'question', 'poll', 'handout', 'custom'],
      },
    ],
  };
}
