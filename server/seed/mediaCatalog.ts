/** Logos, backgrounds and slides of the demo projects, served from /media (see scripts/makeMedia.ts). */

export const LOGOS = [
  { file: 'brightwave.svg', name: 'Brightwave Events', color: '#0f766e', mark: 'B' },
  { file: 'hybrid-health-summit.svg', name: 'Hybrid Health Summit', color: '#0f766e', mark: 'H' },
  { file: 'duurzaam-bouwen.svg', name: 'Duurzaam Bouwen', color: '#15803d', mark: 'D' },
  { file: 'open-source-leadership.svg', name: 'Open Source Leadership', color: '#1d4ed8', mark: 'O' },
  { file: 'cyber-pme.svg', name: 'Cyber PME', color: '#9f1239', mark: 'C' },
  { file: 'rheinland-energie.svg', name: 'Rheinland Energie eG', color: '#334155', mark: 'R' },
  { file: 'campus-noord.svg', name: 'Campus Noord', color: '#ea580c', mark: 'N' },
  { file: 'atlas.svg', name: 'Atlas Platforms', color: '#6d28d9', mark: 'A' },
];

export const BACKGROUNDS = [
  { file: 'hybrid-health-summit.svg', from: '#0f766e', to: '#134e4a', accent: '#f59e0b' },
  { file: 'duurzaam-bouwen.svg', from: '#166534', to: '#14532d', accent: '#a3e635' },
  { file: 'open-source-leadership.svg', from: '#1e3a8a', to: '#0f172a', accent: '#38bdf8' },
  { file: 'cyber-pme.svg', from: '#881337', to: '#1f2937', accent: '#fb7185' },
  { file: 'rheinland-energie.svg', from: '#334155', to: '#0f172a', accent: '#facc15' },
  { file: 'campus-noord.svg', from: '#ea580c', to: '#7c2d12', accent: '#fde047' },
  { file: 'atlas.svg', from: '#4c1d95', to: '#1e1b4b', accent: '#c084fc' },
];

export const SLIDES = [
  {
    file: 'atlas-hero.svg',
    title: 'Atlas 3',
    subtitle: 'One platform for every building you manage',
    from: '#4c1d95',
    to: '#7c3aed',
  },
  {
    file: 'atlas-1.svg',
    title: 'Live energy view',
    subtitle: 'Every meter, every room, in real time',
    from: '#312e81',
    to: '#6d28d9',
  },
  {
    file: 'atlas-2.svg',
    title: 'Automations',
    subtitle: 'Rules your facility team can read',
    from: '#1e1b4b',
    to: '#7e22ce',
  },
  {
    file: 'atlas-3.svg',
    title: 'Open integrations',
    subtitle: 'BACnet, Modbus and a public API',
    from: '#581c87',
    to: '#a21caf',
  },
];

export const logo = (file: string) => `/media/logos/${file}`;
export const background = (file: string) => `/media/backgrounds/${file}`;
export const slide = (file: string) => `/media/slides/${file}`;
