/** Speakers of the demo projects; their avatars (initials on a colour) are generated into /media/speakers. */
import type { Speaker } from '../../src/contract/index.ts';

export interface SeedSpeaker {
  slug: string;
  name: string;
  title: string;
  description: string;
  link?: string;
  color: string;
}

export const SPEAKERS = {
  okafor: {
    slug: 'amara-okafor',
    name: 'Dr. Amara Okafor',
    title: 'Chief Medical Information Officer, St. Lucas Hospital',
    color: '#0f766e',
    description:
      '<p>Amara leads the digital care programme of St. Lucas Hospital, where she moved outpatient follow-up for ' +
      'heart failure patients to home monitoring. She trained as a cardiologist in Lagos and Rotterdam.</p>',
    link: 'https://www.example.org/people/amara-okafor',
  },
  berg: {
    slug: 'jonas-berg',
    name: 'Jonas Berg',
    title: 'Head of Product, CareConnect',
    color: '#b45309',
    description:
      '<p>Jonas builds the scheduling and messaging platform used by 140 Dutch and Scandinavian clinics. Before ' +
      'CareConnect he ran the patient app of a regional hospital group in Gothenburg.</p>',
  },
  vanDam: {
    slug: 'lieke-van-dam',
    name: 'Prof. Lieke van Dam',
    title: 'Professor of Health Informatics, Utrecht University',
    color: '#7c3aed',
    description:
      '<p>Lieke researches how hospitals share data safely across regions. She chairs the national working group ' +
      'on interoperable care records and advises the Ministry of Health on data standards.</p>',
  },
  visser: {
    slug: 'pieter-visser',
    name: 'ir. Pieter Visser',
    title: 'Bouwfysicus, Visser & De Groot Adviseurs',
    color: '#15803d',
    description:
      '<p>Pieter adviseert al twintig jaar woningcorporaties en aannemers over energiezuinig bouwen. Hij rekende ' +
      'meer dan vierhonderd BENG-berekeningen door.</p>',
  },
  elAmrani: {
    slug: 'nadia-el-amrani',
    name: 'Nadia el Amrani',
    title: 'Projectleider duurzaamheid, Woonstad Zuid',
    color: '#be185d',
    description:
      '<p>Nadia begeleidt de verduurzaming van 3.000 huurwoningen in Zuid-Holland en weet hoe de eisen uitpakken ' +
      'op de bouwplaats.</p>',
  },
  huang: {
    slug: 'mei-huang',
    name: 'Mei Huang',
    title: 'Open Source Program Office lead, Fjord Systems',
    color: '#1d4ed8',
    description:
      '<p>Mei set up the open source programme office of Fjord Systems and helps 30 engineering teams contribute ' +
      'upstream. She maintains a widely used build tool in her spare time.</p>',
  },
  osei: {
    slug: 'kwame-osei',
    name: 'Kwame Osei',
    title: 'Security engineer and package maintainer',
    color: '#c2410c',
    description:
      '<p>Kwame works on software supply-chain security: signed releases, reproducible builds and the boring ' +
      'processes that keep them working.</p>',
  },
  lindqvist: {
    slug: 'sofia-lindqvist',
    name: 'Sofia Lindqvist',
    title: 'Foundation director, Northern Code Foundation',
    color: '#0e7490',
    description:
      '<p>Sofia funds maintainers of critical infrastructure projects and has spent the last decade arguing that ' +
      'maintenance is a job, not a hobby.</p>',
  },
  moreau: {
    slug: 'claire-moreau',
    name: 'Claire Moreau',
    title: 'Responsable sécurité, Cabinet Moreau Conseil',
    color: '#9f1239',
    description:
      '<p>Claire accompagne depuis quinze ans des PME dans leur sécurité informatique, de l’audit à la gestion de ' +
      'crise après une attaque par rançongiciel.</p>',
  },
  weber: {
    slug: 'thomas-weber',
    name: 'Dr. Thomas Weber',
    title: 'Vorstandsvorsitzender, Genossenschaft Rheinland Energie',
    color: '#334155',
    description:
      '<p>Thomas leitet die Energiegenossenschaft seit 2019 und verantwortet den Ausbau der Bürgersolaranlagen im ' +
      'Rheinland.</p>',
  },
  rivera: {
    slug: 'elena-rivera',
    name: 'Elena Rivera',
    title: 'VP Product, Atlas Platforms',
    color: '#6d28d9',
    description:
      '<p>Elena led the design of Atlas 3 from the first customer interviews to the public beta, with a team ' +
      'spread over four time zones.</p>',
  },
  nakamura: {
    slug: 'kenji-nakamura',
    name: 'Kenji Nakamura',
    title: 'CTO, Atlas Platforms',
    color: '#0369a1',
    description:
      '<p>Kenji is responsible for the architecture behind Atlas and the move to a fully event-driven core.</p>',
  },
} satisfies Record<string, SeedSpeaker>;

export const avatarUrl = (s: SeedSpeaker) => `/media/speakers/${s.slug}.svg`;

export function speaker(s: SeedSpeaker): Speaker {
  return {
    id: s.slug,
    name: s.name,
    title: s.title,
    description: s.description,
    link: s.link,
    avatar: { url: avatarUrl(s) },
  };
}

export const initials = (name: string) =>
  name
    .replace(/^(Dr\.|Prof\.|ir\.)\s+/i, '')
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
