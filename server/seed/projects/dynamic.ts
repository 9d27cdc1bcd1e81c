/** dynamic: a product launch page built from dynamic blocks, one of every kind. */
import type { Block } from '../../../src/contract/index.ts';
import { background, logo, slide } from '../mediaCatalog.ts';
import { SPEAKERS, speaker } from '../speakers.ts';
import { SPONSORS, sponsor } from '../sponsors.ts';
import { COMPANY, DEFAULT_STYLE, nameFields, type At, type SeedProject } from '../types.ts';
import { EVALUATIONS } from '../evaluations.ts';

const block = (
  id: string,
  componentType: string,
  tabTitle: string | undefined,
  componentOptions: Record<string, unknown>,
): Block => ({ _id: `block-${id}`, componentType, ...(tabTitle ? { tabTitle } : {}), componentOptions });

export const DYNAMIC_BLOCKS: Block[] = [
  block('header', 'header', 'Home', {
    width: 'full',
    title: 'Meet Atlas 3',
    subtitle: 'The building platform that your facility team will actually enjoy.',
    backgroundImage: { url: background('atlas.svg') },
    textColor: '#ffffff',
  }),
  block('intro', 'text', 'About', {
    width: 'two-thirds',
    content:
      '<h2>One launch, forty minutes, no slides about synergy</h2><p>Atlas 3 brings energy data, comfort ' +
      'complaints and maintenance tickets together for every building you manage. In this launch Elena and Kenji ' +
      'show the product live, answer your questions and open the public beta.</p>',
  }),
  block('image', 'image', 'Product', {
    width: 'third',
    url: slide('atlas-hero.svg'),
    alt: 'The Atlas 3 dashboard on a tablet',
    alignment: 'image-top',
    enableCtaButton: true,
    ctaButtonText: 'Join the public beta',
    ctaButtonUrl: 'https://www.example.com/atlas/beta',
  }),
  block('video', 'video', 'Teaser', {
    width: 'full',
    onDemandId: 'od-atlas-teaser',
    alignment: 'left',
    content:
      '<h3>Ninety seconds of Atlas</h3><p>A quick look at the live energy view and the new automation editor.</p>',
  }),
  block('slideshow', 'slideshow', 'Gallery', {
    width: 'full',
    images: [
      { url: slide('atlas-1.svg'), alt: 'Live energy view' },
      { url: slide('atlas-2.svg'), alt: 'Automation rules' },
      { url: slide('atlas-3.svg'), alt: 'Open integrations' },
    ],
  }),
  block('speakers', 'speakers', 'Speakers', { width: 'full', title: 'Your hosts' }),
  block('countdown', 'countdown', undefined, {
    width: 'half',
    title: 'The launch starts in',
    backgroundColor: '#1e1b4b',
    textColor: '#ffffff',
  }),
  block('program', 'program', 'Programme', { width: 'half', title: 'Programme' }),
  block('upcoming', 'upcomingEvents', 'Dates', { width: 'full', title: 'Upcoming sessions' }),
  block('participants', 'participants', undefined, { width: 'half', title: 'Who is joining' }),
  block('sponsors', 'sponsors', undefined, { width: 'half', title: 'Launch partners' }),
  block('spacer', 'spacer', undefined, { width: 'full', height: 48 }),
  block('columns', 'column', 'FAQ', {
    width: 'full',
    // Each nested block is one column.
    blocks: [
      block('faq-1', 'text', 'Pricing', {
        width: 'half',
        content:
          '<h3>What does it cost?</h3><p>The beta is free until general availability; existing customers keep ' +
          'their current price for a year.</p>',
      }),
      block('faq-2', 'text', 'Migration', {
        width: 'half',
        content:
          '<h3>Do I have to migrate?</h3><p>No. Atlas 2 keeps working; you can move buildings over one at a time.</p>',
      }),
    ],
  }),
];

export function dynamic(at: At): SeedProject {
  return {
    id: 'proj-dynamic',
    companyId: COMPANY.id,
    doc: {
      companyName: COMPANY.name,
      evaluation: EVALUATIONS.dynamic,
      projectType: 'webinar',
      language: 'en',
      eventTitle: 'Atlas 3 launch event',
      privacyText:
        '<p>We use your registration to send you the launch link and the recording, and keep it for at most 6 ' +
        'months after the broadcast ends.</p>',
      registration: {
        type: 'normal',
        introductionText: '<p>Register for the live launch of Atlas 3 and get early access to the public beta.</p>',
        confirmationText: '<p>You are in! Your personal link is on its way to your inbox.</p>',
        // Its participants block leads to the list: shown in the demo (off unless turned on).
        participantsList: true,
        fields: [
          ...nameFields({ first: 'First name', last: 'Last name', email: 'Work e-mail' }),
          { id: 'f-company', name: 'company', label: 'Company', required: false, type: 'text' },
        ],
      },
      style: {
        ...DEFAULT_STYLE,
        primaryColor: '#6d28d9',
        buttonBorderRadius: 20,
        logoUrl: logo('atlas.svg'),
        backgroundUrl: background('atlas.svg'),
      },
      dynamicBlocks: { layout: 'dynamic', blocks: DYNAMIC_BLOCKS },
      waitingPageDynamicBlocks: {
        layout: 'dynamic',
        blocks: [
          block('wait-header', 'header', undefined, {
            width: 'full',
            title: 'Atlas 3 launch',
            subtitle: 'The launch starts on this page.',
          }),
          block('wait-countdown', 'countdown', undefined, { width: 'full' }),
        ],
      },
      speakers: [speaker(SPEAKERS.rivera), speaker(SPEAKERS.nakamura)],
      sponsors: [sponsor(SPONSORS.fjord)],
      topics: [
        { title: 'Why we rebuilt Atlas', description: 'Elena Rivera on what customers asked for.' },
        { title: 'Live demo', description: 'Kenji Nakamura builds an automation from scratch.' },
        { title: 'Questions and beta access', description: 'Ask anything; everyone attending gets a beta invite.' },
      ],
    },
    events: [
      {
        _id: 'dynamic',
        name: 'Atlas 3 launch event',
        startTime: at(26 * 60),
        durationInMinutes: 45,
        registrationType: 'normal',
        onDemandActive: false,
        onDemandID: null,
        liveDirectorBroadcastSlug: 'atlas-3-launch',
        chatType: 'noChat',
      },
    ],
  };
}
