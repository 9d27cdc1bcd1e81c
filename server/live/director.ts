/**
 * The director console: /live-director/console/{eventId} (in the demo /dev/director/{eventId}
 * redirects there). A server-rendered page on the visitor app's design system (directorStyle.ts)
 * with small inline scripts that drive the control API (the token asked in a sign-in form, kept in
 * sessionStorage: directorScript.ts) and follow the broadcast's public stream. The
 * page itself holds no data, so it is served in production too: the questions with names and
 * e-mails, polls and quiz answers come only from the control API, which needs the token. Not part
 * of the visitor app.
 */
import { Hono } from 'hono';
import { LIVE_WIDGETS } from '../../src/contract/live.ts';
import { escapeHtml } from '../lib/html.ts';
import { idParam } from '../http/params.ts';
import { appStylesheetLinks } from './consoleAssets.ts';
import { AUDIENCE_HTML, AUDIENCE_SCRIPT, AUDIENCE_STYLE } from './cloud/console.ts';
import { CHECK_INS_HTML, CHECK_INS_SCRIPT, CHECK_INS_STYLE } from './directorCheckIns.ts';
import { INTERACTION_HTML, INTERACTION_SCRIPT, INTERACTION_STYLE } from './directorInteraction.ts';
import { directorScript, STATE_NAMES, WIDGET_NAMES } from './directorScript.ts';
import { CONSOLE_STYLE } from './directorStyle.ts';
import { QNA_HTML, QNA_STYLE, qnaScript } from './qna/console.ts';

const SIGN_IN = `<form id="signin" class="panel signin" aria-labelledby="signin-title" novalidate>
  <h2 id="signin-title">Sign in to the director console</h2>
  <p class="note">The control token is LIVE_CONTROL_TOKEN, or the live-control-token file in the server's data folder.
    This tab keeps it until you close it.</p>
  <div class="form-field">
    <label class="field-label" for="token">Control token</label>
    <input id="token" name="token" type="password" autocomplete="current-password" aria-describedby="token-error">
    <p id="token-error" class="field-error" role="alert"></p>
  </div>
  <button type="submit" class="button button-accent">Sign in</button>
</form>`;

const states = Object.entries(STATE_NAMES)
  .map(([state, name]) => `<button type="button" data-state="${state}" aria-pressed="false">${name}</button>`)
  .join('');
const widgets = LIVE_WIDGETS.map(
  (w) => `<li><label class="switch-row"><span>${WIDGET_NAMES[w]}</span><span class="switch-end">
  <span class="switch-state"
    aria-hidden="true">Hidden</span><input type="checkbox" role="switch" data-widget="${w}"></span></label></li>`,
).join('');

const CONTROLS = `<fieldset class="panel"><legend>Broadcast state</legend><div
  class="segmented">${states}</div></fieldset>
<fieldset class="panel"><legend>Widgets shown</legend><ul class="switch-list">${widgets}</ul></fieldset>
<fieldset class="panel"><legend>Player</legend><div class="segmented">
  <label><input type="radio" name="mode" value="player"> Player</label>
  <label><input type="radio" name="mode" value="meeting"> Meeting</label>
</div></fieldset>`;

const TOOLS = `<section class="panel" aria-labelledby="tools-title"><h2 id="tools-title">Tools</h2>
<div class="button-row"><button type="button" class="button"
  id="drop">Drop open streams (test the reconnect)</button></div>
<details class="debug"><summary>Stream state (JSON)</summary><pre id="state">loading...</pre></details>
</section>`;

/** The whole page: its own document (not htmlPage's), with the app's stylesheet first. */
function consolePage(eventId: string, stylesheets: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Director: ${escapeHtml(eventId)}</title>
${stylesheets}${CONSOLE_STYLE}${INTERACTION_STYLE}${QNA_STYLE}${CHECK_INS_STYLE}${AUDIENCE_STYLE}
</head>
<body>
<header class="console-header">
<div class="console-bar">
  <h1>Director console <span class="event-id">${escapeHtml(eventId)}</span></h1>
  <span id="state-chip" class="chip chip-waiting" hidden></span>
  <span class="spacer"></span>
  <button type="button" class="button button-small" id="forget" hidden>Forget token</button>
</div>
<div class="console-messages">
  <p id="status" class="message message-status" role="status"></p>
  <p id="error" class="message message-error" role="alert"></p>
</div>
</header>
<main class="console-main">
${SIGN_IN}
<div id="console" class="console-main-inner" hidden>
<p class="note">Drives <code>/live-director/control/${escapeHtml(eventId)}</code>; follows the broadcast's stream
  live.</p>
<div class="console-grid">
<div class="console-column">${CONTROLS}${AUDIENCE_HTML}${CHECK_INS_HTML}</div>
<div class="console-column">${QNA_HTML}${INTERACTION_HTML}</div>
</div>
${TOOLS}
</div>
</main>
${INTERACTION_SCRIPT}
${AUDIENCE_SCRIPT}
${CHECK_INS_SCRIPT}
${qnaScript(eventId)}
${directorScript(eventId)}
</body>
</html>`;
}

export const consolePath = (eventId: string) => `/live-director/console/${encodeURIComponent(eventId)}`;

/** The demo's old address of the console (links in notes and bookmarks). */
export function directorConsoleRedirect() {
  const app = new Hono();
  app.get('/:eventId', (c) => c.redirect(consolePath(idParam(c, 'eventId'))));
  return app;
}

/** `distDir`: the app's build, whose entry stylesheet the console links (consoleAssets.ts). */
export function directorConsoleRoutes(distDir: string) {
  const stylesheets = appStylesheetLinks(distDir);
  const app = new Hono();
  app.get('/:eventId', (c) => {
    const eventId = idParam(c, 'eventId');
    c.header('Cache-Control', 'no-store');
    return c.html(consolePage(eventId, stylesheets()));
  });
  return app;
}
