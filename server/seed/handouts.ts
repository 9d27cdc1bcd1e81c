/** The two real PDF handouts of hybrid-summit (written by scripts/makeMedia.ts). */
/** One line of a handout's text (scripts/pdf.ts writes it into the PDF). */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  gapBefore?: number;
}

const h = (text: string): PdfLine => ({ text, size: 14, bold: true, gapBefore: 10 });
const p = (text: string): PdfLine => ({ text });

export const HANDOUT_PDFS: { path: string; url: string; buttonText: string; title: string; lines: PdfLine[] }[] = [
  {
    path: 'hybrid-summit/programme.pdf',
    url: '/media/hybrid-summit/programme.pdf',
    buttonText: 'Programme (PDF)',
    title: 'Hybrid Health Summit 2026 - Programme',
    lines: [
      { text: 'Hybrid Health Summit 2026', size: 22, bold: true },
      { text: 'Programme - Jaarbeurs Utrecht and online', size: 13 },
      h('Main stage'),
      p('00:00  Welcome and opening - Brightwave Events'),
      p('00:10  Keynote: Care at home, data in the hospital - Dr. Amara Okafor'),
      p('00:45  From waiting list to booking link: scheduling that patients use - Jonas Berg'),
      p('01:20  Break - coffee in the foyer, online: sponsor videos'),
      p('01:40  Sharing data across regions without losing trust - Prof. Lieke van Dam'),
      p('02:20  Panel and audience questions - all speakers'),
      p('02:50  Closing remarks and evaluation'),
      h('Practical'),
      p('Times are relative to the start of the broadcast shown on your personal page.'),
      p('Ask questions in the Questions tab; the moderator collects them for the panel.'),
      p('Slides are shared after the event on the end page.'),
    ],
  },
  {
    path: 'hybrid-summit/venue-guide.pdf',
    url: '/media/hybrid-summit/venue-guide.pdf',
    buttonText: 'Venue guide (PDF)',
    title: 'Hybrid Health Summit 2026 - Venue guide',
    lines: [
      { text: 'Venue guide', size: 22, bold: true },
      { text: 'Jaarbeurs, Jaarbeursplein 6, 3521 AL Utrecht', size: 13 },
      h('Getting there'),
      p('Train: Utrecht Centraal, then a 5-minute walk via the Jaarbeurs exit.'),
      p('Car: parking P1 Jaarbeurs; show your personal link at the desk for the event rate.'),
      h('On site'),
      p('Registration desk: hall 7, opens 45 minutes before the start.'),
      p('Wi-Fi: network HHS2026, password careconnect2026.'),
      p('Cloakroom and quiet room: next to the registration desk.'),
      p('Lunch is vegetarian by default; tell the desk about allergies.'),
      h('Help'),
      p('Event team: +31 30 555 0142 or help@brightwave.example'),
    ],
  },
];

export const hybridSummitHandouts = HANDOUT_PDFS.map(({ url, buttonText }) => ({ url, buttonText }));
