/**
 * The director console's reactions and word cloud (issue 50; /live-director/console/{eventId}):
 * the reaction bar's switch with the taps heard since the console opened, and the word cloud's
 * question with Start and Stop and its live top words. It changes the state through the console's
 * own control call (`window.directorChange`, directorScript.ts) and draws what the stream pushes
 * (`event: cloud`, `event: reactions`). Visitors' words are only ever set as textContent.
 */

export const AUDIENCE_STYLE = `<style>
  #cloud-form { display: flex; flex-wrap: wrap; gap: var(--space); align-items: flex-end; }
  #cloud-form .form-field { flex: 1 1 16rem; margin: 0; }
  #cloud-words { list-style: none; padding: 0; margin: var(--space) 0 0; display: flex; flex-wrap: wrap;
    gap: 4px 12px; }
  #cloud-words li { overflow-wrap: anywhere; }
  #cloud-words strong { font-variant-numeric: tabular-nums; }
</style>`;

export const AUDIENCE_HTML = `
<section class="panel" aria-labelledby="audience-title">
  <h2 id="audience-title">Reactions and word cloud</h2>
  <ul class="switch-list"><li><label class="switch-row"><span>Reaction bar</span><span class="switch-end">
    <span class="switch-state" aria-hidden="true">Off</span><input type="checkbox" role="switch"
    id="reactions-switch"></span></label></li></ul>
  <p class="note" id="reactions-heard">No reactions heard since this console opened.</p>
  <form id="cloud-form" novalidate>
    <div class="form-field"><label class="field-label" for="cloud-question">Word cloud question</label>
      <input id="cloud-question" maxlength="200" autocomplete="off" aria-describedby="cloud-question-error">
      <p id="cloud-question-error" class="field-error" role="alert"></p></div>
    <button type="submit" class="button button-accent">Start word cloud</button>
  </form>
  <div id="cloud-open" hidden>
    <p><span class="active-badge">Open</span> <strong id="cloud-question-shown"></strong></p>
    <p class="note" id="cloud-total">No words yet.</p>
    <ol id="cloud-words"></ol>
    <div class="button-row"><button type="button" class="button" id="cloud-stop">Stop word cloud</button></div>
  </div>
</section>`;

export const AUDIENCE_SCRIPT = `<script>
(function () {
  var $ = function (sel) { return document.querySelector(sel); };
  var heard = {}, emoji = { clap: '👏', heart: '❤️', laugh: '😂', wow: '😮', idea: '💡' };
  function render(s) {
    var on = !!s.reactions, open = s.items && s.items.cloud;
    $('#reactions-switch').checked = on;
    $('#reactions-switch').closest('.switch-row').querySelector('.switch-state').textContent = on ? 'On' : 'Off';
    $('#cloud-form').hidden = !!open;
    $('#cloud-open').hidden = !open;
    if (open) $('#cloud-question-shown').textContent = open.question;
  }
  function cloud(c) {
    var list = $('#cloud-words');
    list.textContent = '';
    if (!c) return;
    $('#cloud-total').textContent = c.total ? c.total + ' word(s) sent' + (c.others ? ', ' + c.others +
      ' more not in the top 30.' : '.') : 'No words yet.';
    c.words.forEach(function (w) {
      var li = document.createElement('li'), n = document.createElement('strong');
      li.textContent = w.word + ' '; n.textContent = '(' + w.count + ')'; li.appendChild(n); list.appendChild(li);
    });
  }
  function reactions(burst) {
    Object.keys(burst).forEach(function (k) { heard[k] = (heard[k] || 0) + burst[k]; });
    $('#reactions-heard').textContent = 'Heard since this console opened: ' + Object.keys(heard).map(function (k) {
      return (emoji[k] || k) + ' ' + heard[k]; }).join('  ');
  }
  $('#reactions-switch').addEventListener('change', function (e) {
    var on = e.target.checked;
    window.directorChange({ reactions: on }, function (s) {
      return s.reactions ? 'Reactions on: visitors see the bar.' : 'Reactions off: the bar is gone.'; });
  });
  $('#cloud-form').addEventListener('submit', function (e) {
    e.preventDefault();
    var field = $('#cloud-question'), question = field.value.trim();
    $('#cloud-question-error').textContent = question ? '' : 'Enter the question of the word cloud.';
    field.setAttribute('aria-invalid', String(!question));
    if (!question) { field.focus(); return; }
    window.directorChange({ wordCloud: { question: question } }, function () {
      field.value = ''; return 'Word cloud started: visitors can send their words.'; });
  });
  $('#cloud-stop').addEventListener('click', function () {
    window.directorChange({ wordCloud: null }, function () { return 'Word cloud stopped.'; });
  });
  window.directorAudience = { render: render, cloud: cloud, reactions: reactions };
})();
</script>`;
