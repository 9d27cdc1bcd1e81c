/** The delivery status of an outbox mail as shown at /dev/mail. */
import { escapeHtml } from '../lib/html.ts';

interface MailStatusView {
  status: string;
  attempts: number;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
}

export function mailStatusHtml(m: MailStatusView): string {
  const parts = [`<strong>${escapeHtml(m.status)}</strong>`];
  if (m.sentAt) parts.push(`at <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time>`);
  if (m.attempts) parts.push(`after ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`);
  if (m.status === 'pending' && m.nextAttemptAt)
    parts.push(`next try <time datetime="${escapeHtml(m.nextAttemptAt)}">${escapeHtml(m.nextAttemptAt)}</time>`);
  if (m.lastError) parts.push(`— last error: <code>${escapeHtml(m.lastError)}</code>`);
  return parts.join(' ');
}
