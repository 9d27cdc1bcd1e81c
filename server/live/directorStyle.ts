/**
 * The director console's own look (/live-director/console/{eventId}), on the visitor app's design
 * system: the page links the app's built entry stylesheet (consoleAssets.ts: Archivo from
 * /assets, the theme tokens of src/ui/base.css, .button, .card, .chip, the focus ring) and adds
 * only what the console has and the app does not (switches, segmented controls, its grid). Every
 * colour is a token; the fallbacks below are base.css's defaults (a unit test keeps them equal) for
 * a server without a build, where the page still reads as the same product.
 */

/** base.css's defaults of the tokens this page uses; `:where` so the linked stylesheet's win. */
export const FALLBACK_TOKENS: Record<string, string> = {
  '--color-secondary-ui': '#1d3557',
  '--color-on-secondary-ui': '#fff',
  '--color-bg': '#f4f5f7',
  '--color-surface': '#fff',
  '--color-text': '#1b1f24',
  '--color-muted': '#5b6470',
  '--color-border': '#d7dbe0',
  '--color-danger': '#b3261e',
  '--color-success': '#1b7f3b',
  '--color-live': '#d62839',
  '--radius-button': '4px',
  '--radius-label': '20px',
  '--radius-card': '4px',
  '--space': '8px',
};

const fallback = Object.entries(FALLBACK_TOKENS)
  .map(([name, value]) => `${name}: ${value};`)
  .join(' ');

export const CONSOLE_STYLE = `<style>
  :where(:root) { ${fallback} --focus: 0 0 0 3px var(--color-secondary-ui); }
  *, *::before, *::after { box-sizing: border-box; }
  [hidden] { display: none !important; }
  #console { display: grid; gap: calc(var(--space) * 2); }
  #console > .note { margin: 0; }
  body { margin: 0; font: 16px/1.5 var(--font-family, system-ui, sans-serif); color: var(--color-text);
    background: var(--color-bg); }
  :focus-visible { outline: none; box-shadow: var(--focus); }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; }
  .muted, .note { color: var(--color-muted); font-size: .9rem; }
  h1, h2 { line-height: 1.2; }

  /*
   * The header stays in view: the state's chip and the last action's outcome (the live regions) beside every control.
   */
  .console-header { padding: calc(var(--space) * 1.5) calc(var(--space) * 3); background: var(--color-surface);
    border-bottom: 1px solid var(--color-border);
    position: sticky; top: 0; z-index: 5; }
  .console-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space) calc(var(--space) * 2);
    max-width: 1232px; margin: 0 auto; }
  .console-header h1 { font-size: 1.15rem; margin: 0; }
  .console-header .event-id { font-weight: 400; color: var(--color-muted); overflow-wrap: anywhere; }
  .console-header .spacer { flex: 1; }
  .console-messages { display: grid; gap: 6px; max-width: 1232px; margin: 0 auto; }
  .console-messages:has(.message:not(:empty)) { padding-top: var(--space); }
  .chip { display: inline-block; padding: 2px 10px; border-radius: var(--radius-label); font-size: .8rem;
    font-weight: 700; letter-spacing: .04em; }
  .chip:empty { display: none; }
  .chip-waiting { background: color-mix(in srgb, var(--color-secondary-ui) 12%, var(--color-surface));
    color: var(--color-secondary-ui); }
  .chip-live { background: var(--color-live); color: #fff; }
  .chip-ended { background: #3d4450; color: #fff; }

  .console-main { max-width: 1280px; margin: 0 auto; padding: calc(var(--space) * 3); display: grid;
    gap: calc(var(--space) * 2); }
  .console-grid { display: grid; gap: calc(var(--space) * 2); grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start; }
  .console-column { display: grid; gap: calc(var(--space) * 2); min-width: 0; }
  .panel { background: var(--color-surface); border: 0; border-radius: var(--radius-card);
    box-shadow: 0 1px 3px rgba(0,0,0,.08);
    padding: calc(var(--space) * 2.5); margin: 0; min-width: 0; }
  .panel > legend, .panel > h2 { float: left; width: 100%; padding: 0; margin: 0 0 var(--space); font-size: 1.1rem;
    font-weight: 700; }
  .panel > legend + *, .panel > h2 + * { clear: both; }
  .panel .note { margin: 0 0 var(--space); }

  .button { display: inline-flex; align-items: center; justify-content: center; gap: var(--space); min-height: 44px;
    padding: 10px 18px;
    border-radius: var(--radius-button); border: 1px solid var(--color-border); font: inherit; font-weight: 600;
      cursor: pointer;
    background: var(--color-surface); color: var(--color-text); text-decoration: none; }
  .button:hover:not([disabled]) { border-color: var(--color-secondary-ui); }
  .button[disabled] { opacity: .55; cursor: not-allowed; }
  .button-accent { background: var(--color-secondary-ui); border-color: var(--color-secondary-ui);
    color: var(--color-on-secondary-ui); }
  .button-small { min-height: 44px; padding: 6px 12px; font-size: .9rem; }
  /* Inline, not flex: a flex button's parts ("Queue (", the count, ")") would be named with spaces between. */
  #qna .tabs .button { display: inline-block; }
  .button-row { display: flex; flex-wrap: wrap; gap: var(--space); align-items: center; }

  /* Segmented control: one pressed segment, shown by the accent fill and a check mark (not colour alone). */
  .segmented { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr;
    border: 1px solid var(--color-secondary-ui); border-radius: var(--radius-button); overflow: hidden; }
  .segmented > button, .segmented > label { display: flex; align-items: center; justify-content: center; gap: 6px;
    min-height: 48px; padding: 8px 10px; margin: 0;
    font: inherit; font-weight: 600; text-align: center; cursor: pointer; border: 0;
      border-inline-start: 1px solid var(--color-secondary-ui);
    background: var(--color-surface); color: var(--color-secondary-ui); }
  .segmented > :first-child { border-inline-start: 0; }
  .segmented > [aria-pressed="true"], .segmented > label:has(input:checked) { background: var(--color-secondary-ui);
    color: var(--color-on-secondary-ui); }
  /* The tick is not part of the name. */
  .segmented > [aria-pressed="true"]::before, .segmented > label:has(input:checked)::before { content: "✓" / ""; }
  .segmented > [data-state="on-air"][aria-pressed="true"] { background: var(--color-live); }
  .segmented > button:focus-visible, .segmented > label:has(input:focus-visible) {
    box-shadow: inset 0 0 0 3px var(--color-text); outline: 2px solid var(--color-surface); outline-offset: -5px; }
  .segmented input { position: absolute; opacity: 0; width: 1px; height: 1px; }

  /* Switches: a checkbox with role=switch, drawn as a track and knob; the whole row is the 48 px target. */
  .switch-list { list-style: none; margin: 0; padding: 0; display: grid; }
  .switch-row { display: flex; align-items: center; justify-content: space-between; gap: calc(var(--space) * 2);
    min-height: 48px; padding: 4px 0;
    border-top: 1px solid var(--color-border); cursor: pointer; font-weight: 600; }
  .switch-list > li:first-child .switch-row { border-top: 0; }
  .switch-row small { display: block; font-weight: 400; color: var(--color-muted); }
  input[role="switch"] { appearance: none; -webkit-appearance: none; flex: none; position: relative; width: 48px;
    height: 28px; margin: 0; border-radius: 14px;
    background: color-mix(in srgb, var(--color-muted) 75%, var(--color-surface)); border: 2px solid transparent;
      cursor: pointer; transition: background .15s; }
  input[role="switch"]::before { content: ""; position: absolute; top: 2px; left: 2px; width: 20px; height: 20px;
    border-radius: 50%; background: var(--color-surface);
    box-shadow: 0 1px 2px rgba(0,0,0,.3); transition: transform .15s; }
  input[role="switch"]:checked { background: var(--color-success); }
  input[role="switch"]:checked::before { transform: translateX(20px); }
  input[role="switch"]:focus-visible { box-shadow: var(--focus); }
  .switch-state { font-size: .85rem; font-weight: 600; color: var(--color-muted); min-width: 3.5em; text-align: end; }
  .switch-row:has(input:checked) .switch-state { color: var(--color-success); }
  .switch-end { display: flex; align-items: center; gap: var(--space); }
  @media (prefers-reduced-motion: reduce) { input[role="switch"], input[role="switch"]::before { transition: none; } }

  /* The sign-in form and the messages. */
  .signin { max-width: 28rem; margin: 8vh auto 0; }
  .signin h2 { font-size: 1.3rem; margin: 0 0 var(--space); }
  .form-field { display: grid; gap: 6px; margin: calc(var(--space) * 2) 0; }
  .field-label { font-weight: 600; }
  .field-error { color: var(--color-danger); font-weight: 600; margin: 0; }
  input[type="password"] { width: 100%; min-height: 44px; padding: 10px 12px; font: inherit;
    color: var(--color-text); background: var(--color-surface);
    border: 1px solid color-mix(in srgb, var(--color-muted) 70%, #fff); border-radius: var(--radius-input, 0); }
  input[type="password"][aria-invalid="true"] { border-color: var(--color-danger);
    box-shadow: 0 0 0 1px var(--color-danger); }
  input[type="password"]:focus-visible { border-color: var(--color-secondary-ui); }
  .message { margin: 0; padding: 10px 14px; border-radius: var(--radius-card); border: 1px solid var(--color-border);
    font-weight: 600; }
  .message:empty { padding: 0; border: 0; } /* kept in the page: a live region must exist before its text */
  .message-status { background: var(--color-surface); border-inline-start: 4px solid var(--color-success); }
  .message-error { background: #fdecea; color: #8a1c12; border-color: #f3b8b1; }

  details.debug summary { cursor: pointer; font-weight: 600; min-height: 44px; display: flex; align-items: center;
    gap: var(--space); list-style: none; }
  details.debug summary::-webkit-details-marker { display: none; }
  details.debug summary::before { content: "▸" / ""; transition: transform .15s; }
  details.debug[open] summary::before { transform: rotate(90deg); }
  details.debug pre { background: var(--color-bg); padding: calc(var(--space) * 1.5);
    border-radius: var(--radius-card); white-space: pre-wrap; overflow-wrap: anywhere; font-size: .85rem;
    margin: var(--space) 0 0; }

  @media (max-width: 959.98px) {
    .console-grid { grid-template-columns: 1fr; }
    .console-main { padding: calc(var(--space) * 1.5); }
    .console-header { padding: var(--space) calc(var(--space) * 1.5); }
    .panel { padding: calc(var(--space) * 2); }
    .segmented > button, .segmented > label { padding: 8px 6px; font-size: .9rem; }
  }
</style>`;
