/**
 * Organiser HTML: which fields of the project document hold it, and the one sanitizer policy
 * (DOMPurify) for all of it. The server cleans these fields once, when it builds the public
 * document (server/services/organiserHtml.ts, DOMPurify on jsdom), so a visitor's page renders
 * them without downloading a sanitizer. The browser applies the same policy only to HTML that
 * reaches it another way: the blocks the organiser's preview posts (features/preview).
 */
import type { DOMPurify } from 'dompurify';
import type { Block, Project, ProjectEvent } from './project';

/** Plain HTML (no SVG or MathML), links may open a new tab; no style sheets, no forms. */
export const HTML_POLICY = { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] };

/** A sanitizer set up with the policy; links that open a new tab never get a handle on the page. */
export function htmlCleaner(purify: DOMPurify): (html: string) => string {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('target')) return;
    const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener');
    node.setAttribute('rel', [...rel].join(' '));
  });
  return (html) => purify.sanitize(html, HTML_POLICY);
}

type Clean = (html: string) => string;
const cleanText = (value: string | undefined, clean: Clean) => (value ? clean(value) : value);

/** Block options whose string value is HTML (text, header, image and video blocks). */
const BLOCK_HTML_OPTIONS = new Set(['content']);

/** Block options cleaned, nested blocks (columns) included: any object with a componentType. */
function cleanOptions(value: unknown, clean: Clean, key?: string): unknown {
  if (typeof value === 'string') return key !== undefined && BLOCK_HTML_OPTIONS.has(key) ? clean(value) : value;
  if (Array.isArray(value)) return value.map((item) => cleanOptions(item, clean));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanOptions(v, clean, k)]));
  }
  return value;
}

export function cleanBlocks(blocks: Block[], clean: Clean): Block[] {
  return blocks.map((block) =>
    block.componentOptions
      ? { ...block, componentOptions: cleanOptions(block.componentOptions, clean) as Record<string, unknown> }
      : block,
  );
}

function cleanEvent(event: ProjectEvent, clean: Clean): ProjectEvent {
  return {
    ...event,
    onDemandPageContent: cleanText(event.onDemandPageContent, clean),
    livePageContent: cleanText(event.livePageContent, clean),
    livePageHandoutText: cleanText(event.livePageHandoutText, clean),
  };
}

/** The project document with every organiser HTML field passed through `clean`. */
export function cleanProjectHtml(project: Project, clean: Clean): Project {
  const blocks = (page: Project['dynamicBlocks']) =>
    page ? { ...page, blocks: cleanBlocks(page.blocks, clean) } : page;
  return {
    ...project,
    event: cleanEvent(project.event, clean),
    events: project.events.map((event) => cleanEvent(event, clean)),
    privacyText: cleanText(project.privacyText, clean),
    registration: {
      ...project.registration,
      introductionText: cleanText(project.registration.introductionText, clean),
      confirmationText: cleanText(project.registration.confirmationText, clean),
      onSiteConfirmationText: cleanText(project.registration.onSiteConfirmationText, clean),
    },
    dynamicBlocks: blocks(project.dynamicBlocks),
    waitingPageDynamicBlocks: blocks(project.waitingPageDynamicBlocks),
    pwaHomescreenContent: cleanText(project.pwaHomescreenContent, clean),
    splashPageContent: cleanText(project.splashPageContent, clean),
    speakers: project.speakers?.map((speaker) => ({ ...speaker, description: cleanText(speaker.description, clean) })),
    endPage: project.endPage && { ...project.endPage, content: cleanText(project.endPage.content, clean) },
    customTab: project.customTab && { ...project.customTab, bodyText: cleanText(project.customTab.bodyText, clean) },
  };
}
