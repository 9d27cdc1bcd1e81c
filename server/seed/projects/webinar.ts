/** webinar: a Dutch (formal) single-session webinar in two days, with the richer field types. */
import { background, logo } from '../mediaCatalog.ts';
import { SPEAKERS, speaker } from '../speakers.ts';
import { COMPANY, DEFAULT_STYLE, nameFields, type At, type SeedProject } from '../types.ts';
import { EVALUATIONS } from '../evaluations.ts';

export function webinar(at: At): SeedProject {
  return {
    id: 'proj-webinar',
    companyId: COMPANY.id,
    doc: {
      companyName: COMPANY.name,
      evaluation: EVALUATIONS.webinar,
      projectType: 'webinar',
      language: 'nlFormal',
      eventTitle: 'Webinar BENG in de praktijk: wat vraagt de nieuwe norm van uw project?',
      calendarTitle: 'Webinar BENG in de praktijk',
      privacyText:
        '<p>Brightwave Events gebruikt uw gegevens alleen om dit webinar te organiseren en u de opname te sturen. ' +
        'Wij bewaren ze maximaal 6 maanden na afloop van de uitzending.</p>',
      registration: {
        type: 'normal',
        showLinkedin: true,
        introductionText:
          '<p>Sinds de invoering van de BENG-eisen lopen veel projecten vertraging op door herberekeningen. In dit ' +
          'webinar laten twee ervaren adviseurs zien hoe u de eisen vanaf het schetsontwerp meeneemt. Na afloop is ' +
          'er ruimte voor uw vragen.</p>',
        confirmationText:
          '<p>Bedankt voor uw aanmelding. U ontvangt uw persoonlijke link per e-mail. Wij sturen u een dag van ' +
          'tevoren een herinnering.</p>',
        fields: [
          ...nameFields({ first: 'Voornaam', last: 'Achternaam', email: 'E-mailadres' }),
          { id: 'f-dob', name: 'date_of_birth', label: 'Geboortedatum', required: false, type: 'date' },
          {
            id: 'f-knowledge',
            name: 'knowledge_level',
            label: 'Hoe schat u uw kennis van de BENG-eisen in? (0 = geen, 10 = expert)',
            required: true,
            type: 'scale',
            min: 0,
            max: 10,
          },
          {
            id: 'f-role',
            name: 'role',
            label: 'Wat is uw rol?',
            required: true,
            type: 'radio',
            options: [
              { id: 'role-architect', text: 'Architect' },
              { id: 'role-contractor', text: 'Aannemer' },
              { id: 'role-advisor', text: 'Adviseur' },
              { id: 'role-other', text: 'Anders' },
            ],
          },
          {
            id: 'f-member',
            name: 'membership_number',
            label: 'Uw lidmaatschapsnummer van de beroepsvereniging (8 tekens, voor PE-punten)',
            required: false,
            type: 'textarea',
            length: 8,
            placeholder: 'bijv. BNA12345',
          },
        ],
      },
      style: {
        ...DEFAULT_STYLE,
        primaryColor: '#15803d',
        logoUrl: logo('duurzaam-bouwen.svg'),
        backgroundUrl: background('duurzaam-bouwen.svg'),
        faviconUrl: logo('duurzaam-bouwen.svg'),
      },
      splashPageContent:
        '<p>Welkom bij het webinar. Zet vóór de start uw geluid aan en houd pen en papier bij de hand voor de ' +
        'rekenvoorbeelden.</p>',
      topics: [
        {
          title: 'De drie BENG-indicatoren in tien minuten',
          description: 'Energiebehoefte, primair fossiel energiegebruik en het aandeel hernieuwbare energie.',
        },
        {
          title: 'Rekenvoorbeeld: rijwoning en appartementengebouw',
          description: 'Waar de punten verloren gaan, en hoe u ze terugwint.',
        },
        { title: 'Vragen uit de praktijk', description: 'Onze sprekers beantwoorden uw vragen live.' },
      ],
      speakers: [speaker(SPEAKERS.visser), speaker(SPEAKERS.elAmrani)],
      endPage: {
        content:
          '<h2>Bedankt voor uw deelname</h2><p>De opname en de rekenvoorbeelden ontvangt u binnen twee werkdagen ' +
          'per e-mail.</p>',
      },
    },
    events: [
      {
        _id: 'webinar',
        name: 'BENG in de praktijk',
        startTime: at(2 * 24 * 60),
        durationInMinutes: 60,
        registrationType: 'normal',
        onDemandActive: false,
        onDemandID: null,
        liveDirectorBroadcastSlug: 'beng-in-de-praktijk',
        livePageContent: '<p>Stel uw vragen via het tabblad Vragen; wij behandelen ze aan het eind.</p>',
        chatType: 'websiteChat',
        websiteChatId: 'brightwave-webinars',
      },
    ],
  };
}
