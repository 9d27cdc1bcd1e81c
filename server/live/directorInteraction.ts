/**
 * The director console's questions, polls and quiz (/live-director/console/{eventId}): the received
 * questions for the moderator, every poll and quiz question with start/stop buttons, and live
 * counts from the broadcast's `event: results`. Visitors' texts are only ever set as textContent.
 */

export const INTERACTION_STYLE = `<style>
  .items { list-style: none; padding: 0; margin: 0; }
  .items > li { border-top: 1px solid var(--color-border); padding: calc(var(--space) * 1.5) 0; }
  .items > li:first-child { border-top: 0; padding-top: 0; }
  .items .head { display: flex; gap: .75rem; align-items: flex-start; justify-content: space-between; }
  .items > li:has(.active-badge) { border-inline-start: 4px solid var(--color-live);
    padding-inline-start: calc(var(--space) * 1.5); }
  .items .head > span { display: flex; gap: var(--space); align-items: center; flex: none; }
  .items .options { list-style: none; padding: 0; margin: var(--space) 0 0; display: grid; gap: 4px; }
  .items .options li { display: grid; grid-template-columns: minmax(0, 1fr) minmax(4rem, 8rem) 5.5rem; gap: .5rem;
    align-items: center; font-size: .95rem; }
  .items meter { width: 100%; }
  .board { list-style: none; padding: 0; margin: 0; font-variant-numeric: tabular-nums; }
  .active-badge { background: var(--color-live); color: #fff; border-radius: var(--radius-label); padding: 0 .6rem;
    font-size: .8rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; }
  #questions { list-style: none; padding: 0; margin: var(--space) 0 0; }
  #questions li { border-top: 1px solid var(--color-border); padding: var(--space) 0; }
  #questions .meta { color: var(--color-muted); font-size: .85rem; overflow-wrap: anywhere; }
  #questions p { margin: .2rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  @media (max-width: 599.98px) { .items .options li { grid-template-columns: minmax(0, 1fr) 5.5rem;
    } .items .options meter { grid-column: 1 / -1; grid-row: 2; } }
</style>`;

export const INTERACTION_HTML = `
<fieldset class="panel"><legend>Polls</legend><p class="note">Results count live while the console is open.</p><ul
  class="items" id="polls"><li>loading...</li></ul></fieldset>
<fieldset class="panel"><legend>Quiz questions</legend><ul class="items" id="quiz"><li>loading...</li></ul>
  <h3>Leaderboard (top 10)</h3><ul class="board" id="leaderboard"></ul></fieldset>
<section class="panel" aria-labelledby="questions-title">
  <h2 id="questions-title">Questions received (<span id="question-count">0</span>)</h2>
  <p class="note">Newest first, 50 a page; the first page is checked every 5 seconds.</p>
  <div class="button-row"><button type="button" class="button button-small" id="questions-newer"
    disabled>Newer</button> <span id="questions-page">page 1</span>
    <button type="button" class="button button-small" id="questions-older" disabled>Older</button></div>
  <ol id="questions"></ol>
</section>`;

/** Plain browser JS: defines window.directorInteraction for the console's script. */
export const INTERACTION_SCRIPT = `<script>
(function () {
  var last = { polls: [], quiz: [], results: {}, activePoll: null, activeQuiz: null };
  var drawn = '', listed = '';
  // Paging: cursors of the pages shown before this one (empty: the first page, which follows the re-read).
  var cursors = [], first = { questions: [], next: null }, shownNext = null, eventId = null;
  function el(tag, text, cls) { var e = document.createElement(tag); if (text != null) e.textContent = text;
    if (cls) e.className = cls; return e; }
  function item(kind, it, active) {
    var li = el('li'); li.dataset.item = it.id;
    var head = el('div', null, 'head');
    var title = el('strong', it.question);
    head.append(title);
    var right = el('span');
    if (active) right.append(el('span', 'active', 'active-badge'));
    var b = el('button', active ? 'Stop' : 'Start', 'button button-small' + (active ? '' : ' button-accent'));
    b.type = 'button'; b.setAttribute('aria-pressed', String(active));
    b.setAttribute('aria-label', (active ? 'Stop ' : 'Start ') + kind + ': ' + it.question);
    b.dataset.toggle = kind; b.dataset.id = active ? '' : it.id;
    right.append(b);
    // Issue 50: a poll whose counts wait for the reveal; visitors see them once revealed (never hidden again).
    if (kind === 'poll' && it.showResults === 'onReveal' && !it.revealed) {
      var r = el('button', 'Reveal results', 'button button-small'); r.type = 'button'; r.dataset.reveal = it.id;
      r.setAttribute('aria-label', 'Reveal the results of poll: ' + it.question); right.append(r);
    }
    head.append(right); li.append(head);
    if (kind === 'poll') li.append(el('span', (it.rating ? 'Rating 1-' + it.rating.max + '. ' : '') +
      ({ live: 'Results shown live.', onReveal: it.revealed ? 'Results revealed.' : 'Results hidden until revealed.'
      }[it.showResults] || 'Results shown after voting.'), 'note'));
    var counts = kind === 'poll' ? (last.results[it.id] || {}) : null;
    var total = 0; if (counts) it.options.forEach(function (o) { total += counts[o.id] || 0; });
    var ul = el('ul', null, 'options');
    it.options.forEach(function (o) {
      var row = el('li');
      row.append(el('span', o.text + (kind === 'quiz' && o.id === it.rightOptionId ? ' (right answer)' : '')));
      if (counts) {
        var n = counts[o.id] || 0, pct = total ? Math.round(n * 100 / total) : 0;
        var m = el('meter'); m.min = 0; m.max = Math.max(total, 1); m.value = n; m.setAttribute('aria-label', o.text);
        row.append(m, el('span', n + ' (' + pct + '%)'));
      }
      ul.append(row);
    });
    li.append(ul);
    if (counts) li.append(el('span', total + ' vote(s)', 'note'));
    return li;
  }
  function draw() {
    // Redraw only on a change, and keep keyboard focus on the item it was on.
    var sig = JSON.stringify(last);
    if (sig === drawn) return;
    drawn = sig;
    var f = document.activeElement, holder = f && f.closest ? f.closest('[data-item]') : null,
      focusKey = holder ? holder.dataset.item : null;
    var polls = document.getElementById('polls'), quiz = document.getElementById('quiz');
    polls.replaceChildren.apply(polls, last.polls.length ? last.polls.map(function (p) { return item('poll', p,
      p.id === last.activePoll); }) : [el('li', 'No polls for this broadcast.')]);
    quiz.replaceChildren.apply(quiz, last.quiz.length ? last.quiz.map(function (q) { return item('quiz', q,
      q.id === last.activeQuiz); }) : [el('li', 'No quiz questions for this broadcast.')]);
    var board = document.getElementById('leaderboard'), lb = last.leaderboard;
    board.replaceChildren.apply(board, lb && lb.top.length ? lb.top.map(function (p) {
      return el('li', p.rank + '. ' + p.nickname + ' - ' + p.score + ' points'); }) : [el('li',
      lb && lb.players ? 'No nicknamed players yet (' + lb.players + ' playing).' :
      'Shown after the first quiz question stops.')]);
    if (focusKey) {
      var again = Array.prototype.find.call(document.querySelectorAll('[data-item] button'), function (b) {
        return b.closest('[data-item]').dataset.item === focusKey; });
      if (again) again.focus();
    }
  }
  function pageButtons() {
    document.getElementById('questions-newer').disabled = !cursors.length;
    document.getElementById('questions-older').disabled = !shownNext;
    document.getElementById('questions-page').textContent = 'page ' + (cursors.length + 1);
  }
  function questions(list, next) {
    shownNext = next; pageButtons();
    var sig = JSON.stringify(list);
    if (sig === listed) return;
    listed = sig;
    var ol = document.getElementById('questions');
    ol.replaceChildren.apply(ol, list.map(function (q) {
      var li = el('li');
      li.append(el('div',
        q.name + ' <' + q.email + '> - ' + q.type + ' - ' + new Date(q.receivedAt).toLocaleTimeString(), 'meta'),
        el('p', q.message));
      return li;
    }));
  }
  function page(cursor) {
    var url = '/live-director/control/' + encodeURIComponent(eventId) + '/questions?before=' +
        encodeURIComponent(cursor);
    return fetch(url, { headers: { authorization: 'Bearer ' + (sessionStorage.getItem('liveControlToken') || '') } })
      .then(function (res) { return res.json(); }).then(function (d) { if (d.questions) questions(d.questions,
        d.nextQuestions); else throw new Error(d.error); })
      .catch(function (err) { document.getElementById('error').textContent = 'Questions not loaded: ' + err.message; });
  }
  document.getElementById('questions-older').addEventListener('click', function () {
    if (!shownNext) return;
    cursors.push(shownNext); page(shownNext);
  });
  document.getElementById('questions-newer').addEventListener('click', function () {
    cursors.pop();
    if (cursors.length) page(cursors[cursors.length - 1]); else questions(first.questions, first.next);
  });
  window.directorInteraction = {
    /** A control GET or POST answer. */
    render: function (s) {
      if (s.polls) { last.polls = s.polls; last.quiz = s.quiz; last.results = s.results || {};
        last.leaderboard = s.leaderboard || null; }
      if (s.eventId) eventId = s.eventId;
      if (s.questionCount !== undefined) {
        document.getElementById('question-count').textContent = String(s.questionCount);
      }
      if (s.questions) { first = { questions: s.questions, next: s.nextQuestions || null };
        if (!cursors.length) questions(first.questions, first.next); }
      last.activePoll = s.activePoll; last.activeQuiz = s.activeQuiz; draw();
    },
    /** The stream's event: results. */
    // The visitors' counts: a poll waiting for its reveal is not among them; the re-read keeps its counts.
    results: function (results) { last.results = Object.assign({}, last.results, results); draw(); },
  };
})();
</script>`;
