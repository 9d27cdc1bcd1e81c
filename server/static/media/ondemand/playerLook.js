/*
 * The reference on-demand player's look (player.js loads it from its own folder, once for every player
 * on a page): its texts in the page's languages, its line icons, its style sheet, and the helpers that
 * draw with them. A plain script, as the player is; it leaves the helpers on window.__ondemandPlayerLook.
 */
(() => {
  // biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (the page loads it with <script>), not a module
  'use strict';
  var TEXTS = {
    nl: {
      player: 'Videospeler',
      play: 'Afspelen',
      pause: 'Pauzeren',
      mute: 'Geluid uit',
      unmute: 'Geluid aan',
      volume: 'Volume',
      seek: 'Afspeelpositie',
      of: 'van',
      speed: 'Afspeelsnelheid',
      fullscreen: 'Volledig scherm',
      exitFullscreen: 'Volledig scherm sluiten',
    },
    en: {
      player: 'Video player',
      play: 'Play',
      pause: 'Pause',
      mute: 'Mute',
      unmute: 'Unmute',
      volume: 'Volume',
      seek: 'Playback position',
      of: 'of',
      speed: 'Playback speed',
      fullscreen: 'Fullscreen',
      exitFullscreen: 'Leave fullscreen',
    },
    de: {
      player: 'Videoplayer',
      play: 'Abspielen',
      pause: 'Pausieren',
      mute: 'Stumm schalten',
      unmute: 'Ton an',
      volume: 'Lautstärke',
      seek: 'Wiedergabeposition',
      of: 'von',
      speed: 'Wiedergabegeschwindigkeit',
      fullscreen: 'Vollbild',
      exitFullscreen: 'Vollbild beenden',
    },
    fr: {
      player: 'Lecteur vidéo',
      play: 'Lire',
      pause: 'Pause',
      mute: 'Couper le son',
      unmute: 'Activer le son',
      volume: 'Volume',
      seek: 'Position de lecture',
      of: 'sur',
      speed: 'Vitesse de lecture',
      fullscreen: 'Plein écran',
      exitFullscreen: 'Quitter le plein écran',
    },
  };
  /** Line icons drawn like the app's (24 px grid); play and pause are filled. */
  var ICONS = {
    play: 'M8 5.5v13l10.5-6.5z',
    pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
    volume: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6m2.5-8.5a7.5 7.5 0 0 1 0 11',
    muted: 'M4 9h4l5-4v14l-5-4H4zM16 9.5l5 5m0-5l-5 5',
    fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
    exitFullscreen: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
    failed: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5.5M12 16.5v.01',
  };
  var CSS = [
    '.odp { --odp-accent: var(--color-primary, #e11d48); --odp-on-accent: var(--color-on-primary, #fff);',
    '  --odp-bar-h: 76px;',
    '  position: relative; width: 100%; height: 100%; background: #000; color: #fff; overflow: hidden;',
    '  container-type: inline-size;',
    '  font-family: var(--font-family, system-ui, sans-serif); font-size: 14px; line-height: 1; outline: none; }',
    '.odp .odp-video { display: block; width: 100%; height: 100%; object-fit: contain; }',
    '.odp[data-idle] { cursor: none; }',
    '.odp-stage { position: absolute; inset: 0 0 var(--odp-bar-h) 0; display: grid; place-items: center;',
    '  pointer-events: none; }',
    '.odp-stage > * { grid-area: 1 / 1; }',
    '.odp .odp-btn { all: unset; box-sizing: border-box; display: inline-grid; place-items: center; flex: none;',
    '  width: 44px; height: 44px;',
    '  border-radius: var(--radius-button, 4px); color: #fff; cursor: pointer; pointer-events: auto;',
    '  -webkit-tap-highlight-color: transparent; }',
    '.odp .odp-btn:hover { background: rgba(255,255,255,.16); }',
    '.odp .odp-btn:focus-visible, .odp .odp-range:focus-visible { outline: 3px solid #fff; outline-offset: -3px;',
    '  box-shadow: inset 0 0 0 5px rgba(0,0,0,.7); }',
    '.odp .odp-btn svg { width: 24px; height: 24px; }',
    '.odp .odp-big { width: 72px; height: 72px; border-radius: 50%; background: var(--odp-accent);',
    '  color: var(--odp-on-accent);',
    '  box-shadow: 0 4px 18px rgba(0,0,0,.45); transition: opacity .2s; }',
    '.odp .odp-big:hover { background: var(--odp-accent); filter: brightness(1.08); }',
    '.odp .odp-big:focus-visible { outline-offset: 3px; box-shadow: 0 0 0 3px #000, 0 4px 18px rgba(0,0,0,.45); }',
    '.odp .odp-big svg { width: 34px; height: 34px; }',
    '.odp[data-started]:not([data-ended]) .odp-big { display: none; }',
    '.odp-spinner { display: none; width: 52px; height: 52px; border-radius: 50%;',
    '  border: 5px solid rgba(255,255,255,.3);',
    '  border-top-color: #fff; animation: odp-spin .9s linear infinite; }',
    '.odp[data-waiting] .odp-spinner { display: block; }',
    '.odp-failed { display: none; color: rgba(255,255,255,.7); } .odp-failed svg { width: 56px; height: 56px; }',
    '.odp[data-error] .odp-failed { display: block; }',
    '.odp[data-waiting] .odp-big { display: none; }',
    '@keyframes odp-spin { to { transform: rotate(360deg); } }',
    '@media (prefers-reduced-motion: reduce) { .odp-spinner { animation-duration: 2.4s; } }',
    '.odp-bar { position: absolute; z-index: 1; left: 0; right: 0; bottom: 0; padding: 20px 8px 4px;',
    '  transition: opacity .2s; }',
    '.odp-bar::before { content: ""; position: absolute; z-index: -1; inset: 0; pointer-events: none;',
    '  background: linear-gradient(to top, rgba(0,0,0,.85), rgba(0,0,0,.6) 65%, transparent); }',
    '.odp[data-idle] .odp-bar { opacity: 0; pointer-events: none; }',
    '.odp[data-error] .odp-bar, .odp[data-error] .odp-big, .odp:not([data-started]):not([data-ready]) .odp-bar {',
    '  display: none; }',
    '.odp-row { display: flex; align-items: center; gap: 2px; }',
    '.odp-time { padding: 0 8px; white-space: nowrap; font-variant-numeric: tabular-nums;',
    '  text-shadow: 0 1px 2px #000; }',
    '.odp-spacer { flex: 1; }',
    '.odp-volume { display: flex; align-items: center; }',
    '.odp .odp-speed { width: auto; min-width: 44px; padding: 0 6px; font-weight: 700; font-size: 14px; }',
    '.odp .odp-range { -webkit-appearance: none; appearance: none; display: block; margin: 0; padding: 0 8px;',
    '  height: 28px; min-height: 0;',
    '  width: 100%; background: transparent; cursor: pointer; border-radius: var(--radius-button, 4px);',
    '  --odp-fill: 0%; --odp-buffered: 0%; }',
    '.odp .odp-volume .odp-range { width: 88px; height: 44px; }',
    '.odp .odp-range::-webkit-slider-runnable-track { height: 4px; border-radius: 2px;',
    '  background: linear-gradient(to right,',
    '  var(--odp-accent) var(--odp-fill), rgba(255,255,255,.55) var(--odp-fill) var(--odp-buffered),',
    '  rgba(255,255,255,.28) var(--odp-buffered)); }',
    '.odp .odp-range::-moz-range-track { height: 4px; border-radius: 2px; background: linear-gradient(to right,',
    '  var(--odp-accent) var(--odp-fill), rgba(255,255,255,.55) var(--odp-fill) var(--odp-buffered),',
    '  rgba(255,255,255,.28) var(--odp-buffered)); }',
    '.odp .odp-range::-webkit-slider-thumb { -webkit-appearance: none; width: 14px; height: 14px; margin-top: -5px;',
    '  border-radius: 50%;',
    '  background: #fff; box-shadow: 0 0 0 3px var(--odp-accent), 0 1px 3px rgba(0,0,0,.6); }',
    '.odp .odp-range::-moz-range-thumb { width: 14px; height: 14px; border: 0; border-radius: 50%; background: #fff;',
    '  box-shadow: 0 0 0 3px var(--odp-accent); }',
    '.odp-seek:disabled { cursor: default; opacity: .5; }',
    '@media (pointer: coarse) {',
    '  .odp { --odp-bar-h: 92px; } .odp-bar { padding-top: 8px; }',
    '  .odp .odp-seek { height: 44px; }',
    '  .odp .odp-volume .odp-range { display: none; }',
    '  .odp[data-started]:not([data-waiting]):not([data-error]) .odp-big { display: grid; }',
    '  .odp[data-idle] .odp-big { opacity: 0; pointer-events: none; }',
    '}',
    '@container (max-width: 420px) {',
    '  .odp .odp-volume .odp-range { display: none; } .odp .odp-big { width: 60px; height: 60px; }',
    '  .odp-time { padding: 0 4px; font-size: 13px; }',
    '}',
    '@container (max-width: 260px) { .odp-time, .odp .odp-speed { display: none; } }',
    '.odp:fullscreen { width: 100%; height: 100%; }',
  ].join('\n');

  var SHEET = '__ondemandPlayerStyleSheet';
  /**
   * The player's style sheet, adopted by the document once for every player on the page; false
   * without constructed sheets.
   */
  function adoptStyles() {
    if (
      !('adoptedStyleSheets' in document) ||
      typeof CSSStyleSheet !== 'function' ||
      !CSSStyleSheet.prototype.replaceSync
    )
      return false;
    try {
      let sheet = window[SHEET];
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(CSS);
        window[SHEET] = sheet;
      }
      if (document.adoptedStyleSheets.indexOf(sheet) < 0)
        document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
      return true;
    } catch {
      return false;
    }
  }

  /** The texts of the page's language, read each time: the page sets <html lang>. */
  function lang() {
    var code = (document.documentElement.lang || '').slice(0, 2).toLowerCase();
    return TEXTS[code] ? code : 'en';
  }
  function text(key) {
    return TEXTS[lang()][key];
  }
  function clock(seconds) {
    var s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
    var h = Math.floor(s / 3600),
      m = Math.floor((s % 3600) / 60),
      rest = `0${s % 60}`.slice(-2);
    return h ? `${h}:${(`0${m}`).slice(-2)}:${rest}` : `${m}:${rest}`;
  }
  function make(tag, className, attributes) {
    var element = document.createElement(tag);
    if (className) element.className = className;
    for (var name in attributes || {}) element.setAttribute(name, attributes[name]);
    return element;
  }
  function setIcon(button, name) {
    if (button.getAttribute('data-icon') === name) return;
    button.setAttribute('data-icon', name);
    var svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    var path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    var filled = name === 'play' || name === 'pause';
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    path.setAttribute('d', ICONS[name]);
    path.setAttribute('fill', filled ? 'currentColor' : 'none');
    if (!filled) {
      path.setAttribute('stroke', 'currentColor');
      path.setAttribute('stroke-width', '1.8');
      path.setAttribute('stroke-linecap', 'round');
      path.setAttribute('stroke-linejoin', 'round');
    }
    svg.appendChild(path);
    button.replaceChildren(svg);
  }

  window.__ondemandPlayerLook = { adoptStyles: adoptStyles, text: text, clock: clock, make: make, setIcon: setIcon };
})();
