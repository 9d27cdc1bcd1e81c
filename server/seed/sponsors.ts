/** Sponsors of the demo projects; logos are generated into /media/sponsors. */
import type { Sponsor } from '../../src/contract/index.ts';

export interface SeedSponsor extends Sponsor {
  color: string;
  logoText: string;
}

export const SPONSORS: Record<string, SeedSponsor> = {
  medisync: {
    id: 'medisync',
    title: 'MediSync',
    logoText: 'MediSync',
    color: '#0891b2',
    short_description:
      'MediSync connects home monitoring devices to hospital records, so care teams see the readings that matter.',
    button_title: 'Visit MediSync',
    button_url: 'https://www.example.com/medisync',
    button_color: '#0891b2',
    avatar: { url: '/media/sponsors/medisync.svg' },
    approval_number: 'NL-MS-2026-014',
  },
  helix: {
    id: 'helix-data-labs',
    title: 'Helix Data Labs',
    logoText: 'Helix',
    color: '#4338ca',
    short_description: 'Privacy-preserving analytics for hospitals and research networks.',
    button_title: 'Book a demo',
    button_url: 'https://www.example.com/helix',
    button_color: '#4338ca',
    avatar: { url: '/media/sponsors/helix-data-labs.svg' },
  },
  fjord: {
    id: 'fjord-systems',
    title: 'Fjord Systems',
    logoText: 'Fjord',
    color: '#1e40af',
    short_description: 'Cloud infrastructure built on open standards.',
    button_title: 'Careers at Fjord',
    button_url: 'https://www.example.com/fjord',
    button_color: '#1e40af',
    avatar: { url: '/media/sponsors/fjord-systems.svg' },
  },
};

export const sponsor = ({ color: _c, logoText: _l, ...rest }: SeedSponsor): Sponsor => rest;
