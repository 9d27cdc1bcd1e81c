/**
 * The director console: /live-director/console/{eventId} (in the demo /dev/director/{eventId}
 * redirects there). A server-rendered page with a small inline script that drives the control
 * API (token asked once, kept in sessionStorage) and follows the broadcast's public stream. The
 * page itself holds no data, so it is served in production too: the questions with names and
 * e-mails, polls and quiz answers come only from the control API, which needs the token. Not part
 * of the visitor app.
 */
import { Hono } from 'hono';
import { LIVE_WIDGETS } from '../../src/contract/live.ts';
import { escapeHtml, htmlPage } from '../lib/html.ts';
import { idParam } from '../http/params.ts';
import { INTERACTION_HTML, INTERACTION_SCRIPT, INTERACTION_STYLE } from './directorInteraction.ts';
import { QNA_HTML, QNA_STYLE, qnaScript } from './qna/console.ts';

const STYLE = `<style>
  fieldset { border: 1px solid #d5dae4; border-radius: 6px; margin: 1rem 0; padding: .5rem 1rem 1rem; }
  .row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
  .row label { display: inline-flex; gap: .35rem; margin: .25rem .75rem .25rem 0; font-weight: 400; }
  .row input[type=text] { width: 12rem; }
  input[type=checkbox], input[type=radio] { width: auto; }
  button[aria-pressed=true] { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
  pre { background: #f4f6fa; padding: .75rem; border-radius: 6px; white-space: pre-wrap; }
  #error { color: #b42318; }
</style>`;

function script(eventId: string): string {
  const id = JSON.stringify(eventId).replace(/</g, '\\u003c');
  return `<script>
(function () {
  var eventId = ${id};
  var $ = function (sel) { return document.querySelector(sel); };
  var source = null;
  function token() {
    var t = sessionStorage.getItem('liveControlToken');
    if (!t) { t = prompt('Live control token (LIVE_CONTROL_TOKEN, or the live-control-token file in the data folder)') || ''; if (t) sessionStorage.setItem('liveControlToken', t); }
    return t;
  }
  function show(s) {
    $('#state').textContent = JSON.stringify(shown(s), null, 2);
    document.querySelectorAll('[data-state]').forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.state === s.state)); });
    document.querySelectorAll('[data-widget]').forEach(function (c) { c.checked = !!s.visible[c.dataset.widget]; });
    document.querySelectorAll('[name=mode]').forEach(function (r) { r.checked = r.value === s.mode; });
    window.directorInteraction.render(s);
    if (!source && s.broadcast) follow(s.broadcast);
  }
  function follow(broadcast) {
    source = new EventSource('/live-director/stream/' + encodeURIComponent(broadcast));
    source.addEventListener('state', function (e) { var s = JSON.parse(e.data); s.broadcast = broadcast; show(s); });
    source.addEventListener('results', function (e) { window.directorInteraction.results(JSON.parse(e.data).results); });
    source.addEventListener('questions', function () { window.directorQna.pushed(); });
  }
  function shown(s) { var copy = Object.assign({}, s); delete copy.questions; delete copy.nextQuestions; delete copy.questionCount; delete copy.polls; delete copy.quiz; delete copy.results; return copy; }
  function call(method, body) {
    $('#error').textContent = '';
    return fetch('/live-director/control/' + encodeURIComponent(eventId), {
      method: method, headers: Object.assign({ authorization: 'Bearer ' + token() }, body ? { 'content-type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      return res.json().then(function (data) {
        if (res.status === 401) { sessionStorage.removeItem('liveControlToken'); }
        if (!res.ok) throw new Error(data.error || res.statusText);
        show(data);
      });
    }).catch(function (err) { $('#error').textContent = err.message; });
  }
  document.addEventListener('click', function (e) {
    var b = e.target.closest('button');
    if (!b) return;
    if (b.dataset.state) call('POST', { state: b.dataset.state });
    if (b.dataset.toggle) { var id = b.dataset.id || null; call('POST', b.dataset.toggle === 'poll' ? { activePoll: id } : { activeQuiz: id }); }
    if (b.id === 'forget') { sessionStorage.removeItem('liveControlToken'); call('GET'); }
    if (b.id === 'drop') fetch('/live-director/control/' + encodeURIComponent(eventId) + '/drop-streams', { method: 'POST', headers: { authorization: 'Bearer ' + token() } })
      .then(function (res) { return res.json(); }).then(function (d) { $('#error').textContent = d.error || ('Dropped ' + d.dropped + ' stream(s); they reconnect.'); });
  });
  document.addEventListener('change', function (e) {
    var t = e.target;
    if (t.dataset.widget) { var visible = {}; visible[t.dataset.widget] = t.checked; call('POST', { visible: visible }); }
    if (t.name === 'mode') call('POST', { mode: t.value });
  });
  call('GET');
  // New questions reach the moderator by this re-read (they never travel on the visitors' stream).
  setInterval(function () { if (sessionStorage.getItem('liveControlToken')) call('GET'); }, 5000);
})();
</script>`;
}

export const consolePath = (eventId: string) => `/live-director/console/${encodeURIComponent(eventId)}`;

/** The demo's old address of the console (links in notes and bookmarks). */
export function directorConsoleRedirect() {
  const app = new Hono();
  app.get('/:eventId', (c) => c.redirect(consolePath(idParam(c, 'eventId'))));
  return app;
}

export function directorConsoleRoutes() {
  const app = new Hono();
  app.get('/:eventId', (c) => {
    const eventId = idParam(c, 'eventId');
    const widgets = LIVE_WIDGETS.map((w) => `<label><input type="checkbox" data-widget="${w}"> ${w}</label>`).join('');
    c.header('Cache-Control', 'no-store');
    return c.html(htmlPage(`Director: ${eventId}`, `${STYLE}${INTERACTION_STYLE}${QNA_STYLE}
<h1>Director console: ${escapeHtml(eventId)}</h1>
<p class="note">Drives <code>/live-director/control/${escapeHtml(eventId)}</code>. The token is asked once and kept for this tab.</p>
<p id="error" role="alert"></p>
<fieldset><legend>Broadcast state</legend><div class="row">
  <button type="button" data-state="pre">Pre (waiting)</button>
  <button type="button" data-state="on-air">On air</button>
  <button type="button" data-state="post">Post (ended)</button>
</div></fieldset>
<fieldset><legend>Widgets shown</legend><div class="row">${widgets}</div></fieldset>
<fieldset><legend>Player</legend><div class="row">
  <label><input type="radio" name="mode" value="player"> player</label>
  <label><input type="radio" name="mode" value="meeting"> meeting</label>
</div></fieldset>
${QNA_HTML}
${INTERACTION_HTML}
<h2>Current state</h2>
<pre id="state" aria-live="polite">loading...</pre>
<p class="buttons"><button type="button" id="forget">Use another token</button>
<button type="button" id="drop">Drop open streams (test the reconnect)</button></p>
${INTERACTION_SCRIPT}
${qnaScript(eventId)}
${script(eventId)}`));
  });
  return app;
}
