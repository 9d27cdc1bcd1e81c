/**
 * An outbox row as the message that leaves: the stored text (what /dev/mail shows) as the plain
 * part, the same words as HTML in the project's colour with its logo (readable without images),
 * the personal link as a button and as text, and the calendar entry as `text/calendar;
 * method=PUBLISH` (the same content as the app's #ics download) unless hideCalendarInvite or
 * the event had begun when the mail was queued.
 * The row is all that is needed besides the project: rows written by any path render alike.
 */
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import { buildIcs, calendarEntry, icsFileName } from '../../src/domain/calendar.ts';
import { calendarOfferedAt, momentOf } from '../../src/domain/moment.ts';
import type { TimedEvent } from '../../src/domain/time.ts';
import { escapeHtml } from '../lib/html.ts';
import { projectLogoUrl, type StoredProject } from '../db/projects.ts';
import { methodOf } from './invite.ts';
import { mailChrome } from './confirmationText.ts';

export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  registrationId: string | null;
  createdAt: Date;
  /** Reminders carry no invite; calendar updates and cancels carry their own (`calendar`). */
  kind?: string;
  calendar?: string | null;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const URL_LINE = /^https?:\/\/\S+$/;

const primaryColorOf = (project: StoredProject | undefined) =>
  (project?.doc.style as { primaryColor?: unknown } | undefined)?.primaryColor;

/** The mail's body: inline, as mail clients drop style sheets. */
const BODY_STYLE =
  'margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5';

function originOf(link: string | null): URL | undefined {
  try {
    return link ? new URL(link) : undefined;
  } catch {
    return undefined;
  }
}

/** Stable for the row, so a retry (or a second copy after a crash) is recognisably the same mail. */
export function messageIdOf(row: OutboxRow): string {
  const host = originOf(row.link)?.hostname || 'localhost';
  return `<mail-${row.id}.${row.createdAt.getTime()}@${host}>`;
}

/** The content id of the ticket's QR code, an inline image of the HTML part (issue 49). */
export const TICKET_QR_CID = 'ticket-qr@eventhall';

/** The ticket page's address in a mail's text (mail/confirmationText.ts), after which its QR code goes. */
const isTicketLink = (line: string, registrationId: string | null) =>
  registrationId !== null && URL_LINE.test(line) && line.endsWith(`/${registrationId}/ticket`);

function paragraphHtml(lines: string[], link: string | null, colour: string, button: string, qr?: QrPart): string {
  return lines
    .map((line) => {
      if (qr && isTicketLink(line, qr.registrationId)) {
        const href = escapeHtml(line);
        return (
          `<p style="margin:8px 0"><img src="cid:${TICKET_QR_CID}" width="240" height="240" ` +
          `alt="${escapeHtml(qr.alt)}" ` +
          `style="display:block;width:240px;height:240px;border:0;background:#ffffff"></p>` +
          `<p style="margin:0 0 8px;word-break:break-all"><a href="${href}" style="color:${colour}">${href}</a></p>`
        );
      }
      if (link && line === link) {
        const href = escapeHtml(line);
        return (
          `<p style="margin:16px 0"><a href="${href}" ` +
          `style="display:inline-block;padding:12px 20px;border-radius:6px;` +
          `background:${colour};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(button)}</a></p>` +
          `<p style="margin:0 0 8px;word-break:break-all"><a href="${href}" style="color:${colour}">${href}</a></p>`
        );
      }
      if (URL_LINE.test(line)) {
        const href = escapeHtml(line);
        return (
          `<p style="margin:0 0 8px;word-break:break-all"><a href="${href}" ` +
          `style="color:${colour}">${href}</a></p>`
        );
      }
      return `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`;
    })
    .join('');
}

interface QrPart {
  registrationId: string | null;
  alt: string;
}

export function mailHtml(row: OutboxRow, project: StoredProject | undefined, ticketQr?: Buffer): string {
  const chrome = mailChrome(String(project?.doc.language ?? 'nlFormal'));
  const primaryColor = primaryColorOf(project);
  const logoUrl = projectLogoUrl(project);
  const colour = typeof primaryColor === 'string' && HEX_COLOUR.test(primaryColor) ? primaryColor : '#1f2937';
  const organiser = String(project?.doc.companyName ?? '');
  const origin = originOf(row.link);
  let logo = '';
  if (logoUrl && origin) {
    const src = escapeHtml(new URL(logoUrl, origin).href);
    logo = `<img src="${src}" alt="${escapeHtml(organiser)}" height="40" style="height:40px;max-width:240px;border:0">`;
  }
  const header = logo || `<strong style="font-size:18px">${escapeHtml(organiser)}</strong>`;
  const body = row.text
    .split(/\n{2,}/)
    .map((block) =>
      paragraphHtml(
        block.split('\n'),
        row.link,
        colour,
        chrome.button,
        ticketQr ? { registrationId: row.registrationId, alt: chrome.ticketAlt } : undefined,
      ),
    )
    .map((html) => `<div style="margin:0 0 16px">${html}</div>`)
    .join('\n');
  return `<!doctype html>
<html lang="${chrome.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(row.subject)}</title></head>
<body style="${BODY_STYLE}">
<div style="max-width:600px;margin:0 auto;background:#ffffff">
<div style="border-top:6px solid ${colour};padding:20px 24px 8px">${header}</div>
<div style="padding:8px 24px 24px;font-size:15px">
${body}
</div></div></body></html>`;
}

/** The .ics of the registration as the app builds it, or undefined (hidden, no events, no link). */
export function calendarAttachment(
  row: OutboxRow,
  project: StoredProject | undefined,
  nowSeconds: number,
  queuedSeconds = nowSeconds,
) {
  if (!project || project.doc.hideCalendarInvite || !row.link || !row.registrationId || row.kind === 'reminder')
    return undefined;
  const events = project.events.map((e) => e.doc as unknown as TimedEvent);
  // Only for what is still to come (issue 45): no invite for an event that has begun or ended.
  if (!calendarOfferedAt(momentOf(events, queuedSeconds))) return undefined;
  const origin = originOf(row.link);
  const location = project.doc.location as { formattedAddress?: string } | undefined;
  const entry = calendarEntry({
    projectId: project.id,
    eventTitle: String(project.doc.eventTitle ?? ''),
    calendarTitle: typeof project.doc.calendarTitle === 'string' ? project.doc.calendarTitle : undefined,
    address: location?.formattedAddress,
    events,
    registrationId: row.registrationId,
    personalUrl: row.link,
    host: origin?.hostname ?? '',
    descriptionIntro: mailChrome(String(project.doc.language ?? 'nlFormal')).calendarIntro,
  });
  if (!entry) return undefined;
  return { filename: icsFileName(entry.title), content: buildIcs(entry, { now: nowSeconds }) };
}

/** `ticketQr`: the PNG of the ticket's QR code, for a mail whose text links the ticket (issue 49). */
export function renderMail(
  row: OutboxRow,
  project: StoredProject | undefined,
  from: string,
  now: Date,
  ticketQr?: Buffer,
): SendMailOptions {
  // Whether the event was still to come is judged when the mail was queued (the registration).
  const ics = calendarAttachment(
    row,
    project,
    Math.floor(now.getTime() / 1000),
    Math.floor(row.createdAt.getTime() / 1000),
  );
  return {
    from,
    to: row.to,
    subject: row.subject,
    messageId: messageIdOf(row),
    date: row.createdAt,
    text: row.text,
    html: mailHtml(row, project, ticketQr),
    headers: {
      'Content-Language': mailChrome(String(project?.doc.language ?? 'nlFormal')).lang,
      'Auto-Submitted': 'auto-generated',
    },
    // An update or cancel (issue 34) is an iTIP message: nodemailer puts it in as the alternative
    // part calendar apps act on (and as an attachment); the others carry the PUBLISH entry.
    ...(row.calendar
      ? { icalEvent: { method: methodOf(row.calendar), filename: 'invite.ics', content: row.calendar } }
      : {}),
    attachments: [
      ...(ics && !row.calendar
        ? [
            {
              filename: ics.filename,
              content: ics.content,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ]
        : []),
      // Inline (cid): mail clients show it without loading anything from a server.
      ...(ticketQr
        ? [{ filename: 'ticket.png', content: ticketQr, contentType: 'image/png', cid: TICKET_QR_CID }]
        : []),
    ],
  };
}
