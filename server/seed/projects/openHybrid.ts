/** open-hybrid: an informal Dutch open day with open registration and the web-app look. */
import { background, logo } from '../mediaCatalog.ts';
import { COMPANY, DEFAULT_STYLE, nameFields, type At, type SeedProject } from '../types.ts';
import { EVALUATIONS } from '../evaluations.ts';

export function openHybrid(at: At): SeedProject {
  return {
    id: 'proj-open-hybrid',
    companyId: COMPANY.id,
    doc: {
      companyName: COMPANY.name,
      evaluation: EVALUATIONS.openHybrid,
      projectType: 'hybrid',
      language: 'nlInformal',
      eventTitle: 'Open Dag Campus Noord',
      location: { formattedAddress: 'Campus Noord, Zernikelaan 12, 9747 AA Groningen' },
      expectedOnSiteViewers: 250,
      privacyText:
        '<p>We gebruiken je gegevens alleen voor deze open dag en bewaren ze maximaal 6 maanden na afloop van de ' +
        'uitzending.</p>',
      registration: {
        type: 'open',
        introductionText:
          '<p>Kom langs op de campus of kijk mee vanuit huis. Je hoeft je niet aan te melden: open de app en je ' +
          'bent erbij.</p>',
        confirmationText: '<p>Leuk dat je erbij bent! Je persoonlijke link staat in je mail.</p>',
        onSiteConfirmationText: '<p>Welkom op de campus! Houd deze app open voor het programma en de plattegrond.</p>',
        fields: [
          ...nameFields({ first: 'Voornaam', last: 'Achternaam', email: 'E-mailadres' }),
          {
            id: 'f-on-site',
            name: 'on_site_viewer',
            label: 'Hoe ben je erbij?',
            required: true,
            type: 'on-site-viewer',
            options: [
              { id: '0', text: 'Online' },
              { id: '1', text: 'Op de campus' },
            ],
          },
        ],
      },
      style: {
        ...DEFAULT_STYLE,
        primaryColor: '#ea580c',
        labelBorderRadius: 4,
        cardBorderRadius: 20,
        logoUrl: logo('campus-noord.svg'),
        backgroundUrl: background('campus-noord.svg'),
      },
      pwaStyle: {
        primaryColor: '#ea580c',
        secondaryColor: '#1e293b',
        backgroundUrl: background('campus-noord.svg'),
        backgroundGradient: 'linear-gradient(180deg, #ea580c 0%, #7c2d12 100%)',
      },
      pwaHomescreenContent:
        '<h2>Welkom op Campus Noord!</h2><p>Proeflessen starten elk heel uur in gebouw 5. De rondleidingen ' +
        'vertrekken vanaf de hoofdingang.</p><p>Vragen? Loop binnen bij de infobalie of stel ze in het tabblad ' +
        'Vragen.</p>',
      topics: [
        { title: 'Welkom door de rector', description: 'Aula, en live te volgen in de app.' },
        { title: 'Proeflessen', description: 'Elk heel uur in gebouw 5.' },
        { title: 'Rondleidingen', description: 'Vertrek vanaf de hoofdingang, elke twintig minuten.' },
      ],
      customTab: {
        show: true,
        title: 'Plattegrond',
        icon: 'map',
        bodyText:
          '<p>Gebouw 1: aula en infobalie. Gebouw 5: proeflessen. Gebouw 7: studentenhuisvesting en kantine.</p>',
      },
    },
    events: [
      {
        _id: 'open-hybrid',
        name: 'Open Dag Campus Noord',
        startTime: at(-5),
        durationInMinutes: 240,
        registrationType: 'open',
        onDemandActive: false,
        onDemandID: null,
        liveDirectorBroadcastSlug: 'campus-noord-open-dag',
        chatType: 'noChat',
        // Audience Q&A (issue 35): questions are listed at once, upvoted, and may be anonymous.
        questionsMode: 'open',
        anonymousQuestions: true,
        // The demo's room screen lists the top questions too (by default an open event's shows only the highlighted
        // one).
        questionsScreen: 'open',
      },
    ],
  };
}
