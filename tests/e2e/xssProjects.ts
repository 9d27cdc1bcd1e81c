/**
 * The projects of the XSS sweep (xss.spec.ts): every rich-text field of a project, and one dynamic
 * block per payload, filled with all the payloads of xssPayloads.ts.
 */
import { readFileSync } from 'node:fs';
import { XSS_PAYLOADS } from './xssPayloads';

const example = () => JSON.parse(readFileSync(new URL('../../server/examples/project.json', import.meta.url), 'utf8'));
export const now = () => Math.floor(Date.now() / 1000);

/** A field's value: a marker the test waits for, then every payload. */
const field = (name: string) =>
  `<p>marker-${name}</p><p><a href="https://example.org/more" target="_blank">new tab</a></p>` +
  XSS_PAYLOADS.join('\n');

export function richProject(id: string, event: Record<string, unknown>) {
  const doc = example();
  Object.assign(doc, {
    _id: `proj-${id}`,
    projectType: 'hybrid',
    expectedOnSiteViewers: 1000,
    privacyText: field('privacy'),
    splashPageContent: field('splash'),
    pwaHomescreenContent: field('home'),
    customTab: { show: true, title: 'Custom', icon: 'map', bodyText: field('custom') },
    endPage: { content: field('end') },
    live: {},
    speakers: [{ id: 'sp-x', name: 'Speaker', title: 'Role', description: field('speaker') }],
  });
  doc.registration = { ...doc.registration, introductionText: field('intro'), confirmationText: field('confirmation') };
  doc.events[0] = {
    ...doc.events[0],
    _id: id,
    livePageContent: field('live'),
    livePageHandoutText: field('handout'),
    onDemandPageContent: field('ondemand'),
    ...event,
  };
  return doc;
}

export function blocksProject(id: string) {
  const doc = richProject(id, { startTime: now() + 2 * 86400, durationInMinutes: 60 });
  const text = (n: number, html: string) => ({
    _id: `b-${n}`,
    componentType: 'text',
    componentOptions: { width: 'full', content: `<p>marker-block-${n}</p>${html}` },
  });
  doc.dynamicBlocks = {
    layout: 'dynamic',
    blocks: [
      {
        _id: 'b-header',
        componentType: 'header',
        componentOptions: { width: 'full', title: 'Blocks', content: field('header') },
      },
      {
        _id: 'b-image',
        componentType: 'image',
        componentOptions: { width: 'full', url: '/media/slides/atlas-1.svg', alt: 'Slide', content: field('image') },
      },
      { _id: 'b-video', componentType: 'video', componentOptions: { width: 'full', content: field('video') } },
      { _id: 'b-speakers', componentType: 'speakers', componentOptions: { width: 'full', title: 'Speakers' } },
      // One block per payload: no payload can hide behind another's unclosed tag.
      ...XSS_PAYLOADS.map((payload, n) => text(n, payload)),
    ],
  };
  return doc;
}
