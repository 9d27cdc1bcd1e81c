/**
 * secure-live: a German members' meeting, live now, behind the page password (server-side only),
 * in the second live-page variant (home, support and privacy-policy tabs).
 */
import { background, logo } from '../mediaCatalog.ts';
import { SPEAKERS, speaker } from '../speakers.ts';
import { COMPANY, DEFAULT_STYLE, nameFields, type At, type SeedProject } from '../types.ts';
import { EVALUATIONS } from '../evaluations.ts';

export function secureLive(at: At): SeedProject {
  return {
    id: 'proj-secure-live',
    companyId: COMPANY.id,
    pagePassword: 'Open-Sesame',
    doc: {
      companyName: COMPANY.name,
      evaluation: EVALUATIONS.secureLive,
      projectType: 'webinar',
      language: 'de',
      eventTitle: 'Mitgliederversammlung 2026 der Rheinland Energie eG',
      location: { formattedAddress: 'Stadthalle Bonn-Bad Godesberg, Koblenzer Str. 80, 53177 Bonn' },
      security: { passwordLivePageActive: true },
      privacyText:
        '<p>Ihre Angaben dienen ausschließlich der Durchführung der Mitgliederversammlung. Wir speichern sie ' +
        'höchstens 6 Monate nach dem Ende der Übertragung.</p>',
      registration: {
        type: 'normal',
        introductionText:
          '<p>Die Übertragung ist nur für Mitglieder bestimmt. Das Passwort für die Live-Seite finden Sie in Ihrer ' +
          'Einladung.</p>',
        confirmationText:
          '<p>Vielen Dank für Ihre Anmeldung. Ihren persönlichen Link haben wir Ihnen per E-Mail geschickt.</p>',
        fields: [
          ...nameFields({ first: 'Vorname', last: 'Nachname', email: 'E-Mail-Adresse' }),
          { id: 'f-member', name: 'member_number', label: 'Mitgliedsnummer', required: false, type: 'text' },
        ],
      },
      style: {
        ...DEFAULT_STYLE,
        primaryColor: '#334155',
        logoUrl: logo('rheinland-energie.svg'),
        backgroundUrl: background('rheinland-energie.svg'),
      },
      speakers: [speaker(SPEAKERS.weber)],
      topics: [
        { title: 'Bericht des Vorstands', description: 'Geschäftsjahr 2025 und Ausbau der Bürgersolaranlagen.' },
        {
          title: 'Jahresabschluss und Entlastung',
          description: 'Bericht des Aufsichtsrats, Aussprache und Abstimmung.',
        },
        { title: 'Verschiedenes', description: 'Fragen der Mitglieder.' },
      ],
    },
    events: [
      {
        _id: 'secure-live',
        name: 'Mitgliederversammlung 2026',
        startTime: at(-10),
        durationInMinutes: 120,
        registrationType: 'normal',
        onDemandActive: false,
        onDemandID: 'od-rheinland-mv-2026',
        liveDirectorBroadcastSlug: 'rheinland-mv-2026',
        livePageContent: '<p>Fragen zur Tagesordnung stellen Sie bitte über den Reiter „Fragen“.</p>',
        chatType: 'noChat',
        // The second live-page variant (spec 2 section 2): Start (about, program, speakers) first, Hilfe and
        // Datenschutzerklärung last.
        livePageVariant: 2,
      },
    ],
  };
}
