/** Demo registrations (DEMO-DATA.md): inserted once, never overwritten, so visitors' changes survive restarts. */
import { HYBRID_COMPANIES, HYBRID_INTERESTS } from './projects/hybridSummit.ts';
import { ROUND1_B_LIMIT } from './projects/multiSession.ts';

export interface SeedRegistration {
  id: string;
  projectId: string;
  eventId: string;
  email: string;
  firstName: string;
  lastName: string;
  onSiteViewer: number;
  selectedEvents: string[];
  data: Record<string, unknown>;
}

/** The hybrid-summit on-site visitors besides ada: 37 + ada = 38 of 40 seats. */
const ON_SITE_PEOPLE = [
  'Sven Jansen',
  'Fatima Benali',
  'Lucas de Boer',
  'Emma Bakker',
  'Noah Visser',
  'Sara Ahmadi',
  'Daan Mulder',
  'Lotte Smit',
  'Mohammed Yilmaz',
  'Julia Meijer',
  'Thijs de Groot',
  'Anouk Bos',
  'Bram Vos',
  'Ines Peters',
  'Ruben Hendriks',
  'Eva van Leeuwen',
  'Jesse Dekker',
  'Maud Brouwer',
  'Sem de Wit',
  'Yara Dijkstra',
  'Finn Smits',
  'Nina de Graaf',
  'Milan van der Meer',
  'Zoë Kok',
  'Luuk Jacobs',
  'Hanna Vermeulen',
  'Tim van den Berg',
  'Priya Raman',
  'Olivier Lambert',
  'Katarzyna Nowak',
  'Mateo García',
  'Ingrid Solberg',
  'Tobias Keller',
  'Amina Diallo',
  'Jan Willem Prins',
  'Chloé Martin',
  'Ravi Kapoor',
];

const split = (name: string) => {
  const [first, ...rest] = name.split(' ');
  return { firstName: first, lastName: rest.join(' ') };
};
const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '.')}@example.com`;

function onSiteVisitors(): SeedRegistration[] {
  return ON_SITE_PEOPLE.map((name, i) => ({
    id: `seedOnsiteHybrid${String(i + 1).padStart(8, '0')}`,
    projectId: 'proj-hybrid-summit',
    eventId: 'hybrid-summit',
    email: emailOf(name),
    ...split(name),
    onSiteViewer: 1,
    selectedEvents: ['hybrid-summit'],
    data: {
      company: HYBRID_COMPANIES[i % HYBRID_COMPANIES.length],
      interests: [HYBRID_INTERESTS[i % 3], ...(i % 2 ? [HYBRID_INTERESTS[(i + 1) % 3]] : [])],
      on_site_viewer: 1,
    },
  }));
}

const ROUND1_B_PEOPLE = ['Mira Kowalski', 'Arjun Mehta', 'Helena Fischer'].slice(0, ROUND1_B_LIMIT);

function sessionBRegistrations(): SeedRegistration[] {
  return ROUND1_B_PEOPLE.map((name, i) => ({
    id: `seedMultiRoundB${String(i + 1).padStart(9, '0')}`,
    projectId: 'proj-multi-session',
    eventId: 'multi-session',
    email: emailOf(name),
    ...split(name),
    onSiteViewer: 0,
    selectedEvents: ['multi-session', 'multi-session-round1-b'],
    data: { organisation: ['Fjord Systems', 'Northern Code Foundation', 'Stadtwerke Kiel'][i] },
  }));
}

/** The round-1 B visitors' ids (they also attended the opening: seed/ratings.ts rates it with them). */
export const sessionBRegistrationIds = () => sessionBRegistrations().map((r) => r.id);

export function seedRegistrations(): SeedRegistration[] {
  return [
    {
      id: 'demoRegistrationHybrid01',
      projectId: 'proj-hybrid-summit',
      eventId: 'hybrid-summit',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      onSiteViewer: 1,
      selectedEvents: ['hybrid-summit'],
      data: {
        company: 'Helix Data Labs',
        interests: ['Interoperability and data sharing'],
        on_site_viewer: 1,
        mobile: '+31612345678',
      },
    },
    {
      id: 'demoRegistrationOnline01',
      projectId: 'proj-hybrid-summit',
      eventId: 'hybrid-summit',
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      onSiteViewer: 0,
      selectedEvents: ['hybrid-summit'],
      data: {
        company: 'CareConnect',
        interests: ['Patient-facing apps', 'Remote patient monitoring'],
        on_site_viewer: 0,
      },
    },
    {
      id: 'demoRegistrationMulti001',
      projectId: 'proj-multi-session',
      eventId: 'multi-session',
      email: 'linus@example.com',
      firstName: 'Linus',
      lastName: 'Torvalds',
      onSiteViewer: 0,
      selectedEvents: ['multi-session', 'multi-session-round1-a'],
      data: { organisation: 'Linux Foundation' },
    },
    ...onSiteVisitors(),
    ...sessionBRegistrations(),
  ];
}
