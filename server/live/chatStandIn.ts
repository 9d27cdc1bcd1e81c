/**
 * The dev stand-in for the two chat embeds (API-PATHS.md `/dev/chat/...`, src/domain/chat.ts), so
 * the chat tab works end to end on a closed network and nothing loads from a third-party host:
 *   GET /dev/chat/event/{room}?nickname&email              the room-by-event kind
 *   GET /dev/chat/website/{websiteId}?email&nickname&locale the website kind (locale nl or en)
 *   POST the same path with a form field `text`             posts a message, back to the room
 *   GET /dev/chat/last[?kind=&id=]                          what the last embed was given (tests)
 * Rooms and messages live in memory: a stand-in, not a chat service.
 */
import { Hono } from 'hono';

type Kind = 'event' | 'website';
interface Given {
  kind: Kind;
  id: string;
  nickname: string;
  email: string;
  locale: string | null;
  at: string;
}
interface Message {
  nickname: string;
  text: string;
  at: string;
}

const MAX_MESSAGES = 200;
const MAX_FIELD = 300;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const clip = (text: string | undefined, max = MAX_FIELD) => (text ?? '').slice(0, max);

const WORDS = {
  nl: { title: 'Chat', empty: 'Nog geen berichten.', label: 'Bericht', send: 'Versturen', as: 'Je chat als' },
  en: { title: 'Chat', empty: 'No messages yet.', label: 'Message', send: 'Send', as: 'You chat as' },
};

function page(given: Given, messages: Message[]): string {
  const words = given.locale === 'nl' ? WORDS.nl : WORDS.en;
  const items = messages
    .map((m) => `<li><strong>${escapeHtml(m.nickname || '?')}</strong> ${escapeHtml(m.text)}</li>`)
    .join('');
  const data = `data-kind="${given.kind}" data-id="${escapeHtml(given.id)}"
    data-nickname="${escapeHtml(given.nickname)}" data-email="${escapeHtml(given.email)}"
    data-locale="${escapeHtml(given.locale ?? '')}"`;
  return `<!doctype html><html lang="${given.locale === 'nl' ? 'nl' : 'en'}"><head><meta charset="utf-8"><meta
    name="viewport" content="width=device-width">
<title>${words.title}</title><style>body{font:14px/1.4
  system-ui,sans-serif;margin:0;padding:.75rem;color:#111}ul{list-style:none;padding:0;margin:0 0 .75rem}
li{padding:.25rem 0;border-bottom:1px solid
  #eee}form{display:flex;gap:.5rem}input{flex:1;padding:.4rem}button{padding:.4rem .8rem}</style></head>
<body><main data-testid="chat-stand-in" ${data}><p>${words.as} <strong
  data-testid="chat-nickname">${escapeHtml(given.nickname || '?')}</strong></p>
<ul aria-live="polite">${items || `<li>${words.empty}</li>`}</ul>
<form method="post"><label for="text" style="position:absolute;left:-9999px">${words.label}</label><input id="text"
  name="text" maxlength="500" required autocomplete="off">
<button type="submit">${words.send}</button></form></main></body></html>`;
}

export function chatStandInRoutes(): Hono {
  const app = new Hono();
  const rooms = new Map<string, Message[]>();
  let last: Given | null = null;
  const byRoom = new Map<string, Given>();

  const given = (kind: Kind, id: string, query: Record<string, string>): Given => ({
    kind,
    id: clip(id),
    nickname: clip(query.nickname),
    email: clip(query.email),
    locale: kind === 'website' ? (query.locale === 'nl' ? 'nl' : 'en') : null,
    at: new Date().toISOString(),
  });

  for (const kind of ['event', 'website'] as const) {
    app.get(`/${kind}/:id`, (c) => {
      const seen = given(kind, c.req.param('id'), c.req.query());
      last = seen;
      byRoom.set(`${kind}:${seen.id}`, seen);
      c.header('Cache-Control', 'no-store');
      return c.html(page(seen, rooms.get(`${kind}:${seen.id}`) ?? []));
    });
    app.post(`/${kind}/:id`, async (c) => {
      const id = clip(c.req.param('id'));
      const form = await c.req.parseBody();
      const text = clip(typeof form.text === 'string' ? form.text.trim() : '', 500);
      const messages = rooms.get(`${kind}:${id}`) ?? [];
      if (text) messages.push({ nickname: clip(c.req.query('nickname')), text, at: new Date().toISOString() });
      rooms.set(`${kind}:${id}`, messages.slice(-MAX_MESSAGES));
      return c.redirect(c.req.url.replace(/^[a-z]+:\/\/[^/]+/i, ''), 303);
    });
  }

  app.get('/last', (c) => {
    const kind = c.req.query('kind');
    const id = c.req.query('id');
    const found = kind && id ? (byRoom.get(`${kind}:${id}`) ?? null) : last;
    c.header('Cache-Control', 'no-store');
    return found ? c.json(found) : c.json({ error: 'No chat embed was opened yet' }, 404);
  });
  return app;
}
