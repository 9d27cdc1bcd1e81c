/**
 * The moderator's side of the audience questions in the director console
 * (/live-director/console/{eventId}): one status at a time (the queue first) with counts, 50
 * per page, and approve / reject / answered / highlight / reopen buttons. Plain buttons, so it is
 * keyboard operable; after an action focus stays at the same place in the list. It re-reads on
 * every `event: questions` of the broadcast's stream and every 5 s. Visitors' texts are only
 * ever set as textContent. Calls need the control token the console keeps.
 */

export const QNA_STYLE = `<style>
  #qna .tabs { display: flex; flex-wrap: wrap; gap: var(--space); margin: var(--space) 0; }
  #qna .tabs [aria-pressed="true"] { background: var(--color-secondary-ui); border-color: var(--color-secondary-ui);
    color: var(--color-on-secondary-ui); }
  #qna-list { list-style: none; padding: 0; margin: 0; }
  #qna-list > li { border-top: 1px solid var(--color-border); padding: var(--space) 0; display: grid; gap: 6px; }
  #qna-list li.now { background: color-mix(in srgb, var(--color-secondary-ui) 8%, var(--color-surface));
    border-inline-start: 4px solid var(--color-secondary-ui); padding-inline-start: var(--space); }
  #qna-list .meta { color: var(--color-muted); font-size: .85rem; overflow-wrap: anywhere; }
  #qna-list p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  #qna-list .actions { display: flex; flex-wrap: wrap; gap: 6px; }
  #qna .pager { display: flex; flex-wrap: wrap; gap: var(--space); align-items: center; margin-top: var(--space); }
</style>`;

export const QNA_HTML = `
<section id="qna" class="panel" aria-labelledby="qna-title">
  <h2 id="qna-title">Audience questions</h2>
  <p class="note" id="qna-mode"></p>
  <div class="tabs" role="group" aria-label="Show questions">
    <button type="button" class="button button-small" data-qna-status="pending" aria-pressed="true">Queue (<span
      data-count="pending">0</span>)</button>
    <button type="button" class="button button-small" data-qna-status="approved" aria-pressed="false">Approved (<span
      data-count="approved">0</span>)</button>
    <button type="button" class="button button-small" data-qna-status="answered" aria-pressed="false">Answered (<span
      data-count="answered">0</span>)</button>
    <button type="button" class="button button-small" data-qna-status="rejected" aria-pressed="false">Rejected (<span
      data-count="rejected">0</span>)</button>
  </div>
  <ol id="qna-list" aria-live="polite"></ol>
  <div class="pager"><button type="button" class="button button-small" id="qna-prev">Previous page</button><span
    id="qna-page"></span><button type="button" class="button button-small" id="qna-next">Next page</button></div>
</section>`;

const ACTIONS = {
  pending: ['approve', 'reject', 'answered'],
  approved: ['highlight', 'answered', 'reject'],
  answered: ['highlight', 'reopen'],
  rejected: ['approve'],
};
const LABELS = {
  approve: 'Approve',
  reject: 'Reject',
  answered: 'Mark answered',
  highlight: 'Highlight',
  unhighlight: 'Stop highlighting',
  reopen: 'Reopen',
};

export function qnaScript(eventId: string): string {
  const id = JSON.stringify(eventId).replace(/</g, '\\u003c');
  return `<script>
(function () {
  var eventId = ${id}, actions = ${JSON.stringify(ACTIONS)}, labels = ${JSON.stringify(LABELS)};
  var status = 'pending', offset = 0, last = null, timer = null;
  var base = '/live-director/qna-control/' + encodeURIComponent(eventId);
  function el(tag, text, cls) { var e = document.createElement(tag); if (text != null) e.textContent = text;
    if (cls) e.className = cls; return e; }
  function auth() { return { authorization: 'Bearer ' + (sessionStorage.getItem('liveControlToken') || '') }; }
  function load() {
    if (!sessionStorage.getItem('liveControlToken')) return;
    fetch(base + '?status=' + status + '&offset=' + offset, { headers: auth() })
      .then(function (res) { return res.json(); })
      .then(function (view) {
        if (view.error) return;
        draw(view);
      });
  }
  function draw(view) {
    var sig = JSON.stringify(view);
    if (sig === last) return;
    last = sig;
    document.getElementById('qna-mode').textContent = view.mode === 'private'
      ? 'Questions mode: private. The audience sees no list; questions arrive under "Questions received".'
      : 'Questions mode: ' + view.mode + (view.mode === 'moderated'
        ? ' (the audience sees a question once approved).'
        : ' (questions are listed at once).');
    Object.keys(view.counts).forEach(function (k) { var c = document.querySelector('[data-count=' + k + ']');
      if (c) c.textContent = String(view.counts[k]); });
    var list = document.getElementById('qna-list');
    var f = document.activeElement, holder = f && f.closest ? f.closest('#qna-list > li') : null;
    var at = holder ? Array.prototype.indexOf.call(list.children, holder) : -1,
      action = f && f.dataset ? f.dataset.qnaAction : null;
    list.replaceChildren.apply(list, view.questions.length ? view.questions.map(item) : [el('li',
      'No questions here.')]);
    document.getElementById('qna-page').textContent = view.total
      ? (view.offset + 1) + '-' + (view.offset + view.questions.length) + ' of ' + view.total
      : '';
    document.getElementById('qna-prev').disabled = view.offset === 0;
    document.getElementById('qna-next').disabled = view.offset + view.questions.length >= view.total;
    if (at >= 0) {
      var row = list.children[Math.min(at, list.children.length - 1)];
      var again = row && (row.querySelector('[data-qna-action="' + action + '"]') || row.querySelector('button'));
      if (again) again.focus(); else document.querySelector('[data-qna-status="' + status + '"]').focus();
    }
  }
  function item(q) {
    var li = el('li'); li.dataset.question = q.id; if (q.highlighted) li.className = 'now';
    var meta = q.name + ' <' + q.email + '>' + (q.anonymous ? ' (anonymous to the audience)' : '') +
      ' - ' + q.votes + ' vote(s) - ' + new Date(q.askedAt).toLocaleTimeString() +
      (q.highlighted ? ' - highlighted now' : '');
    li.append(el('div', meta, 'meta'));
    li.append(el('p', q.message));
    var row = el('div', null, 'actions');
    (actions[q.status] || []).forEach(function (a) {
      var name = a === 'highlight' && q.highlighted ? 'unhighlight' : a;
      var b = el('button', labels[name], 'button button-small' + (name === 'approve' ? ' button-accent' : ''));
        b.type = 'button'; b.dataset.qnaAction = name; b.dataset.qnaId = q.id;
      b.setAttribute('aria-label', labels[name] + ': ' + q.message.slice(0, 80));
      row.append(b);
    });
    li.append(row);
    return li;
  }
  document.addEventListener('click', function (e) {
    var b = e.target.closest('button');
    if (!b) return;
    if (b.dataset.qnaStatus) {
      status = b.dataset.qnaStatus; offset = 0;
      document.querySelectorAll('[data-qna-status]').forEach(function (t) { t.setAttribute('aria-pressed',
        String(t === b)); });
      load();
    }
    if (b.id === 'qna-prev') { offset = Math.max(0, offset - 50); load(); }
    if (b.id === 'qna-next') { offset += 50; load(); }
    if (b.dataset.qnaAction) {
      fetch(base + '/' + b.dataset.qnaId, { method: 'POST', headers: Object.assign({
        'content-type': 'application/json' }, auth()), body: JSON.stringify({ action: b.dataset.qnaAction }) })
        .then(function (res) { return res.json(); }).then(function (d) {
          if (d.error) document.getElementById('error').textContent = d.error; load(); });
    }
  });
  window.directorQna = {
    /** The stream's event: questions: read the moderator's view again (a little later, once per burst). */
    pushed: function () { if (!timer) timer = setTimeout(function () { timer = null; load(); }, 150); },
  };
  load();
  setInterval(load, 5000);
})();
</script>`;
}
