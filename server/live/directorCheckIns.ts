/**
 * The director console's door counts (issue 49): on-site registrations, checked in and not yet,
 * for the event and per session (with a room door's check-ins against its seats), from the control
 * view's `checkIns` (controlRoutes.ts), which the console reads again every 5 s. Shown only for a
 * project with seats on site (`checkIns` null otherwise). Numbers and session names only, each set
 * as textContent.
 */
import type { CheckInCounts } from '../../src/contract/checkIn.ts';

/** Reads the counts of a project with seats on site, null for any other (server/checkin/counts.ts, given by app.ts). */
export type CheckInCountsReader = (projectId: string) => Promise<CheckInCounts | null>;

export const CHECK_INS_STYLE = `<style>
  .door-totals { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: var(--space); margin: 0; }
  .door-totals div { background: var(--color-bg); border-radius: var(--radius-card); padding: var(--space); }
  .door-totals dt { color: var(--color-muted); font-size: .85rem; }
  .door-totals dd { margin: 0; font-size: 1.6rem; font-weight: 700; font-variant-numeric: tabular-nums; }
  #door-sessions { width: 100%; border-collapse: collapse; margin-top: calc(var(--space) * 1.5); font-size: .95rem; }
  #door-sessions caption { text-align: start; font-weight: 700; margin-bottom: 4px; }
  #door-sessions th, #door-sessions td { text-align: end; padding: 4px 6px; border-top: 1px solid var(--color-border);
    font-variant-numeric: tabular-nums; }
  #door-sessions th:first-child, #door-sessions td:first-child { text-align: start; overflow-wrap: anywhere; }
</style>`;

export const CHECK_INS_HTML = `<section class="panel" id="door-panel" aria-labelledby="door-title" hidden>
  <h2 id="door-title">At the door</h2>
  <p class="note">On-site registrations and check-ins; read again every 5 seconds.</p>
  <dl class="door-totals">
    <div><dt>Registered on site</dt><dd id="door-registered">0</dd></div>
    <div><dt>Checked in</dt><dd id="door-checked-in">0</dd></div>
    <div><dt>Not yet</dt><dd id="door-not-yet">0</dd></div>
  </dl>
  <table id="door-sessions"><caption>Per session</caption>
    <thead><tr><th scope="col">Session</th><th scope="col">On site</th><th scope="col">Checked in</th>
      <th scope="col">Not yet</th><th scope="col">In the room</th></tr></thead>
    <tbody></tbody></table>
</section>`;

/** Plain browser JS: defines window.directorCheckIns for the console's script. */
export const CHECK_INS_SCRIPT = `<script>
(function () {
  function cell(tag, text) { var e = document.createElement(tag); e.textContent = text; return e; }
  window.directorCheckIns = {
    /** The control view's checkIns: undefined (a stream state) changes nothing, null hides the panel. */
    render: function (counts) {
      if (counts === undefined) return;
      var panel = document.getElementById('door-panel');
      panel.hidden = !counts;
      if (!counts) return;
      document.getElementById('door-registered').textContent = String(counts.registeredOnSite);
      document.getElementById('door-checked-in').textContent = String(counts.checkedIn);
      document.getElementById('door-not-yet').textContent = String(counts.notYet);
      var body = document.querySelector('#door-sessions tbody');
      body.replaceChildren.apply(body, counts.sessions.map(function (s) {
        var row = document.createElement('tr');
        row.append(cell('th', s.name), cell('td', String(s.registeredOnSite)), cell('td', String(s.checkedIn)),
          cell('td', String(s.notYet)), cell('td', s.capacity ? s.inRoom + ' / ' + s.capacity : String(s.inRoom)));
        row.firstChild.scope = 'row';
        return row;
      }));
    },
  };
})();
</script>`;
