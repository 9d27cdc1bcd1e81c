/**
 * The head of an event's page, written by the server (issue 33): what a link preview (LinkedIn,
 * WhatsApp, Slack), a search engine or a reader without JavaScript sees. Language, title,
 * description, canonical URL, Open Graph and Twitter card, the project's favicon, and on public
 * pages a schema.org Event. Every URL is absolute: crawlers do not resolve relative ones.
 */
import type { Project } from '../../src/contract/index.ts';
import { pageTitle } from '../../src/domain/theme.ts';
// The answer's own nonce goes over the placeholder (http/appDocument.ts), so the head can be kept.
import { NONCE_PLACEHOLDER } from '../http/appDocument.ts';
import { escapeHtml } from '../lib/html.ts';
import { intlLocale } from '../lib/formatTime.ts';
import type { StoredProject } from '../db/projects.ts';

export interface PageHead {
  /** `<html lang>`: `nl`, `en`, `de` or `fr`. */
  lang: string;
  title: string;
  /** Tags for the end of `<head>`. */
  tags: string;
}

const DESCRIPTION_LENGTH = 200;

/** Organiser HTML (already sanitized) as one line of plain text, cut at a word. */
export function plainText(html: string | undefined, max = DESCRIPTION_LENGTH): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const absolute = (url: string | undefined, origin: string): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return undefined;
  }
};

/** The picture a shared link shows: the organiser's social image, else the background, else the logo. */
function socialImage(stored: StoredProject, project: Project): string | undefined {
  const style = stored.doc.style as { socialImageUrl?: unknown } | undefined;
  const own = typeof style?.socialImageUrl === 'string' && style.socialImageUrl ? style.socialImageUrl : undefined;
  return own ?? project.style?.backgroundUrl ?? project.pwaStyle?.backgroundUrl ?? project.style?.logoUrl;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The whole project's span: a multi-session event runs from its first session's start to its last's end. */
function span(project: Project): { start: number; end: number } {
  const events = project.events.length ? project.events : [project.event];
  return {
    start: Math.min(...events.map((e) => e.startTime)),
    end: Math.max(...events.map((e) => e.startTime + e.durationInMinutes * 60)),
  };
}

function attendanceMode(project: Project): string {
  const mode = project.projectType === 'hybrid' ? 'Mixed' : project.location?.formattedAddress ? 'Offline' : 'Online';
  return `https://schema.org/${mode}EventAttendanceMode`;
}

/** schema.org Event (https://schema.org/Event), as Google's event rich results read it. */
function eventJsonLd(
  project: Project,
  canonical: string,
  image: string | undefined,
  description: string,
  origin: string,
) {
  const { start, end } = span(project);
  const online = { '@type': 'VirtualLocation', url: canonical };
  const address = project.location?.formattedAddress;
  const place = address ? { '@type': 'Place', name: address, address } : undefined;
  const location = project.projectType === 'hybrid' ? [place, online].filter(Boolean) : (place ?? online);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: project.eventTitle,
    description,
    startDate: iso(start),
    endDate: iso(end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceMode(project),
    location,
    organizer: { '@type': 'Organization', name: project.companyName, url: origin },
    ...(image ? { image: [image] } : {}),
    url: canonical,
  };
}

/** JSON inside `<script>`: `<` escaped so no `</script>` in organiser text can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface HeadInput {
  stored: StoredProject;
  /** The public document (any time zone: the head uses instants, and the server's default zone for the date text). */
  project: Project;
  /** The request path (canonical URL) and the site's origin (PUBLIC_URL, else the request's). */
  path: string;
  origin: string;
  indexable: boolean;
}

export function pageHead({ stored, project, path, origin, indexable }: HeadInput): PageHead {
  const title = pageTitle(project.eventTitle, project.companyName);
  const date = project.event.startDateTimeFormattedFull;
  const intro = plainText(project.registration.introductionText);
  const description = plainText([date, intro || project.companyName].filter(Boolean).join(' · '));
  const canonical = absolute(path, origin)!;
  const image = absolute(socialImage(stored, project), origin);
  const favicon = project.style?.faviconUrl;
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
  const tags = [
    meta('name', 'description', description),
    indexable ? '' : '<meta name="robots" content="noindex, nofollow">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', project.companyName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', image ? project.eventTitle : undefined),
    meta('property', 'og:locale', intlLocale(project.language).replace('-', '_')),
    meta('property', 'event:start_time', iso(span(project).start)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    // Slack and others show these two as a labelled line under the preview.
    meta('name', 'twitter:label1', date ? 'Date' : undefined),
    meta('name', 'twitter:data1', date),
    favicon ? `<link rel="icon" href="${escapeHtml(absolute(favicon, origin) ?? favicon)}">` : '',
    indexable
      ? `<script type="application/ld+json" nonce="${NONCE_PLACEHOLDER}">` +
        `${scriptJson(eventJsonLd(project, canonical, image, description, origin))}</script>`
      : '',
  ];
  return { lang: intlLocale(project.language).slice(0, 2), title, tags: tags.join('') };
}
