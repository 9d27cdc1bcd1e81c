/**
 * The director console's main inline script: the sign-in form for the control token (kept in
 * sessionStorage for this tab; a 401 forgets it and brings the form back with its error), the
 * control calls, and the broadcast's public stream. It draws the state into the page's segmented
 * controls and switches and says what visitors now see in the status line.
 */
import type { LIVE_WIDGETS } from '../../src/contract/live.ts';

/** What each widget is called on the console (its key stays the hook: data-widget). */
export const WIDGET_NAMES: Record<(typeof LIVE_WIDGETS)[number], string> = {
  polls: 'Polls',
  chat: 'Chat',
  questions: 'Questions',
  handouts: 'Handouts',
  quiz: 'Quiz',
  evaluation: 'Evaluation',
  cta: 'Call to action',
};

export const STATE_NAMES = { pre: 'Pre (waiting)', 'on-air': 'On air', post: 'Post (ended)' } as const;

const SAID = {
  pre: 'Visitors see the waiting screen.',
  'on-air': 'On air: visitors see the broadcast.',
  post: 'Ended: visitors see the closing screen.',
};

export function directorScript(eventId: string): string {
  const id = JSON.stringify(eventId).replace(/</g, '\\u003c');
  const names = JSON.stringify(WIDGET_NAMES),
    said = JSON.stringify(SAID),
    states = JSON.stringify(STATE_NAMES);
  return `<script>
(function () {
  var eventId = ${id}, widgetNames = ${names}, said = ${said}, stateNames = ${states};
  var KEY = 'liveControlToken';
  var $ = function (sel) { return document.querySelector(sel); };
  var source = null, readFailed = false, last = null;
  function token() { return sessionStorage.getItem(KEY) || ''; }
  function status(text) { $('#status').textContent = text; }
  function signedIn(yes) {
    $('#signin').hidden = yes; $('#console').hidden = !yes; $('#forget').hidden = !yes; $('#state-chip').hidden = !yes;
  }
  function askToken(error) {
    sessionStorage.removeItem(KEY);
    signedIn(false);
    var field = $('#token');
    $('#token-error').textContent = error || '';
    field.setAttribute('aria-invalid', String(!!error));
    field.value = '';
    field.focus();
  }
  function show(s) {
    last = s;
    $('#state').textContent = JSON.stringify(shown(s), null, 2);
    document.querySelectorAll('[data-state]').forEach(function (b) { b.setAttribute('aria-pressed',
      String(b.dataset.state === s.state)); });
    document.querySelectorAll('[data-widget]').forEach(function (c) {
      c.checked = !!s.visible[c.dataset.widget];
      var text = c.closest('.switch-row').querySelector('.switch-state');
        if (text) text.textContent = c.checked ? 'Shown' : 'Hidden';
    });
    document.querySelectorAll('[name=mode]').forEach(function (r) { r.checked = r.value === s.mode; });
    var chip = $('#state-chip');
    chip.textContent = s.state === 'on-air' ? 'ON AIR' : stateNames[s.state] || s.state;
    chip.className = 'chip ' +
      (s.state === 'on-air' ? 'chip-live' : s.state === 'post' ? 'chip-ended' : 'chip-waiting');
    window.directorInteraction.render(s);
    window.directorCheckIns.render(s.checkIns);
    window.directorAudience.render(s);
    if (!source && s.broadcast) follow(s.broadcast);
  }
  function follow(broadcast) {
    source = new EventSource('/live-director/stream/' + encodeURIComponent(broadcast));
    source.addEventListener('state', function (e) { var s = JSON.parse(e.data); s.broadcast = broadcast; show(s); });
    source.addEventListener('results', function (e) { window.directorInteraction.results(JSON.parse(e.data).results);
      });
    source.addEventListener('questions', function () { window.directorQna.pushed(); });
    source.addEventListener('cloud', function (e) { window.directorAudience.cloud(JSON.parse(e.data).cloud); });
    source.addEventListener('reactions', function (e) {
      window.directorAudience.reactions(JSON.parse(e.data).reactions); });
  }
  function shown(s) { var copy = Object.assign({}, s); delete copy.questions; delete copy.nextQuestions;
    delete copy.questionCount; delete copy.polls; delete copy.quiz; delete copy.results; delete copy.checkIns;
    return copy; }
  /**
   * A control call; resolves with the new state, or undefined after an error (shown) or a 401 (the form comes back).
   */
  function call(method, body) {
    if (!token()) { askToken(); return Promise.resolve(); }
    // An action starts afresh; a re-read clears only the error a re-read left (the server was away).
    if (method !== 'GET') $('#error').textContent = '';
    return fetch('/live-director/control/' + encodeURIComponent(eventId), {
      method: method, headers: Object.assign({ authorization: 'Bearer ' + token() }, body ? {
        'content-type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      if (res.status === 401) {
        askToken('Wrong token: check LIVE_CONTROL_TOKEN, or the live-control-token file in the data folder.'); return; }
      return res.json().then(function (data) {
        if (!res.ok) throw new Error(data.error || res.statusText);
        if (method === 'GET' && readFailed) { readFailed = false; $('#error').textContent = ''; }
        signedIn(true);
        show(data);
        return data;
      });
    }).catch(function (err) { if (method === 'GET') readFailed = true;
      $('#error').textContent = (method === 'GET' ? 'Could not read the broadcast: ' : 'Not saved: ') + err.message; });
  }
  function change(body, what) {
    status('Saving…');
    // A refused change: the controls go back to the server's state at once.
    call('POST', body).then(function (s) { if (s) status(what(s)); else { status(''); if (token() && last) show(last);
      } });
  }
  // The reactions and word cloud panel (cloud/console.ts) changes the state through the same call.
  window.directorChange = change;
  $('#signin').addEventListener('submit', function (e) {
    e.preventDefault();
    var value = $('#token').value.trim();
    if (!value) { $('#token-error').textContent = 'Enter the control token.'; $('#token').setAttribute('aria-invalid',
      'true'); $('#token').focus(); return; }
    sessionStorage.setItem(KEY, value);
    $('#token-error').textContent = '';
    call('GET').then(function (s) { if (s) { status('Signed in. The console follows the broadcast live.');
      window.directorQna.pushed(); } });
  });
  document.addEventListener('click', function (e) {
    var b = e.target.closest('button');
    if (!b) return;
    if (b.dataset.state) change({ state: b.dataset.state }, function (s) { return said[s.state] || ''; });
    if (b.dataset.toggle) {
      var id = b.dataset.id || null, poll = b.dataset.toggle === 'poll';
      change(poll ? { activePoll: id } : { activeQuiz: id }, function () {
        return (poll ? 'Poll ' : 'Quiz question ') + (id ? 'started: visitors can answer it.' : 'stopped.'); });
    }
    if (b.dataset.reveal) change({ reveal: b.dataset.reveal }, function () {
      return 'Results revealed: every page shows the counts now.'; });
    if (b.id === 'forget') { askToken(); status('Token forgotten. Sign in again to use the console.'); }
    if (b.id === 'drop') fetch('/live-director/control/' + encodeURIComponent(eventId) + '/drop-streams', {
      method: 'POST', headers: { authorization: 'Bearer ' + token() } })
      .then(function (res) { return res.json(); }).then(function (d) { if (d.error) $('#error').textContent = d.error;
        else status('Dropped ' + d.dropped + ' stream(s); they reconnect.'); });
  });
  document.addEventListener('change', function (e) {
    var t = e.target;
    if (t.dataset.widget) {
      var visible = {}, name = widgetNames[t.dataset.widget] || t.dataset.widget;
      visible[t.dataset.widget] = t.checked;
      change({ visible: visible }, function (s) {
        return name + (s.visible[t.dataset.widget] ? ': shown to visitors.' : ': hidden from visitors.'); });
    }
    if (t.name === 'mode') change({ mode: t.value }, function (s) { return 'Visitors get the ' + s.mode + '.'; });
  });
  if (token()) { signedIn(true); call('GET'); } else askToken();
  // New questions reach the moderator by this re-read (they never travel on the visitors' stream).
  setInterval(function () { if (token()) call('GET'); }, 5000);
})();
</script>`;
}
