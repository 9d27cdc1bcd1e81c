/** Development pages: the mail outbox as HTML and JSON. */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { parseOr400 } from '../http/errors.ts';
import { escapeHtml, htmlPage } from '../lib/html.ts';
import { listMails } from '../mail/outbox.ts';
import { mailStatusHtml } from '../mail/status.ts';

const ToQuery = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(320)));

export function devRoutes(deps: AppDeps) {
  const app = new Hono();

  const mails = (to: string | undefined) => listMails(deps.db, parseOr400(ToQuery, to, 'to filter') || undefined);

  app.get('/mail.json', async (c) => c.json(await mails(c.req.query('to'))));

  app.get('/mail', async (c) => {
    const list = await mails(c.req.query('to'));
    const items = list
      .map(
        (m) => `<article>
  <dl>
    <dt>To</dt><dd>${escapeHtml(m.to)}</dd>
    <dt>Subject</dt><dd>${escapeHtml(m.subject)}</dd>
    <dt>Date</dt><dd><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></dd>
    <dt>Status</dt><dd>${mailStatusHtml(m)}</dd>
    ${m.link ? `<dt>Link</dt><dd><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></dd>` : ''}
  </dl>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(
      htmlPage(
        'Mail outbox',
        `<h1>Mail outbox</h1>
<p class="note">Mails the server would send, newest first. Status: pending (not delivered yet; stays so without
  SMTP_URL), sent, or failed with the error.
Filter with <code>?to=address</code>; as JSON at <a href="/dev/mail.json">/dev/mail.json</a>.</p>
${items || '<p>No mails yet.</p>'}`,
      ),
    );
  });

  return app;
}
