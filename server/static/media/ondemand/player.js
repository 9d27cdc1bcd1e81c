/*
 * Reference on-demand player (issues 11, 45): the embed contract of the external player script.
 * The page inserts <script src=".../player.js" data-video-id="ID" data-registration-id="RID">
 * where the player goes; this script puts a player with the recording (ID.webm / ID.mp4 from
 * its own folder, served with byte ranges so seeking works) right after it. A viewer with a
 * registration id resumes where they stopped (localStorage). It reports to the page with
 * events on the script's parent: `ondemandplayer:ready` and `ondemandplayer:error`.
 *
 * It paints its own controls (play, seek, time, mute and volume, speed, full screen, keys) in
 * the page's language (<html lang>) and colours (the page's --color-* tokens, with fallbacks).
 * Its styles go in once as a constructed style sheet: the page's CSP admits no <style> element
 * without a nonce, and a constructed sheet needs none. A browser without constructed sheets
 * gets the browser's own controls instead.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script) return;
  var videoId = script.getAttribute('data-video-id') || '';
  var registrationId = script.getAttribute('data-registration-id') || '';
  var host = script.parentNode;
  if (!host || !/^[A-Za-z0-9_-]{1,100}$/.test(videoId)) {
    if (host) host.dispatchEvent(new CustomEvent('ondemandplayer:error', { bubbles: true, detail: { reason: 'invalid-id' } }));
    return;
  }

  var TEXTS = {
    nl: { player: 'Videospeler', play: 'Afspelen', pause: 'Pauzeren', mute: 'Geluid uit', unmute: 'Geluid aan', volume: 'Volume',
      seek: 'Afspeelpositie', of: 'van', speed: 'Afspeelsnelheid', fullscreen: 'Volledig scherm', exitFullscreen: 'Volledig scherm sluiten' },
    en: { player: 'Video player', play: 'Play', pause: 'Pause', mute: 'Mute', unmute: 'Unmute', volume: 'Volume',
      seek: 'Playback position', of: 'of', speed: 'Playback speed', fullscreen: 'Fullscreen', exitFullscreen: 'Leave fullscreen' },
    de: { player: 'Videoplayer', play: 'Abspielen', pause: 'Pausieren', mute: 'Stumm schalten', unmute: 'Ton an', volume: 'Lautstärke',
      seek: 'Wiedergabeposition', of: 'von', speed: 'Wiedergabegeschwindigkeit', fullscreen: 'Vollbild', exitFullscreen: 'Vollbild beenden' },
    fr: { player: 'Lecteur vidéo', play: 'Lire', pause: 'Pause', mute: 'Couper le son', unmute: 'Activer le son', volume: 'Volume',
      seek: 'Position de lecture', of: 'sur', speed: 'Vitesse de lecture', fullscreen: 'Plein écran', exitFullscreen: 'Quitter le plein écran' },
  };
  var SPEEDS = [0.75, 1, 1.25, 1.5, 2];
  var SEEK_STEP = 5;
  var IDLE_MS = 2500;
  /** Line icons drawn like the app's (24 px grid); play and pause are filled. */
  var ICONS = {
    play: 'M8 5.5v13l10.5-6.5z', pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
    volume: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6m2.5-8.5a7.5 7.5 0 0 1 0 11',
    muted: 'M4 9h4l5-4v14l-5-4H4zM16 9.5l5 5m0-5l-5 5',
    fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5', exitFullscreen: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
    failed: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5.5M12 16.5v.01',
  };
  var CSS = [
    '.odp { --odp-accent: var(--color-primary, #e11d48); --odp-on-accent: var(--color-on-primary, #fff); --odp-bar-h: 76px;',
    '  position: relative; width: 100%; height: 100%; background: #000; color: #fff; overflow: hidden; container-type: inline-size;',
    '  font-family: var(--font-family, system-ui, sans-serif); font-size: 14px; line-height: 1; outline: none; }',
    '.odp .odp-video { display: block; width: 100%; height: 100%; object-fit: contain; }',
    '.odp[data-idle] { cursor: none; }',
    '.odp-stage { position: absolute; inset: 0 0 var(--odp-bar-h) 0; display: grid; place-items: center; pointer-events: none; }',
    '.odp-stage > * { grid-area: 1 / 1; }',
    '.odp .odp-btn { all: unset; box-sizing: border-box; display: inline-grid; place-items: center; flex: none; width: 44px; height: 44px;',
    '  border-radius: var(--radius-button, 4px); color: #fff; cursor: pointer; pointer-events: auto; -webkit-tap-highlight-color: transparent; }',
    '.odp .odp-btn:hover { background: rgba(255,255,255,.16); }',
    '.odp .odp-btn:focus-visible, .odp .odp-range:focus-visible { outline: 3px solid #fff; outline-offset: -3px; box-shadow: inset 0 0 0 5px rgba(0,0,0,.7); }',
    '.odp .odp-btn svg { width: 24px; height: 24px; }',
    '.odp .odp-big { width: 72px; height: 72px; border-radius: 50%; background: var(--odp-accent); color: var(--odp-on-accent);',
    '  box-shadow: 0 4px 18px rgba(0,0,0,.45); transition: opacity .2s; }',
    '.odp .odp-big:hover { background: var(--odp-accent); filter: brightness(1.08); }',
    '.odp .odp-big:focus-visible { outline-offset: 3px; box-shadow: 0 0 0 3px #000, 0 4px 18px rgba(0,0,0,.45); }',
    '.odp .odp-big svg { width: 34px; height: 34px; }',
    '.odp[data-started]:not([data-ended]) .odp-big { display: none; }',
    '.odp-spinner { display: none; width: 52px; height: 52px; border-radius: 50%; border: 5px solid rgba(255,255,255,.3);',
    '  border-top-color: #fff; animation: odp-spin .9s linear infinite; }',
    '.odp[data-waiting] .odp-spinner { display: block; }',
    '.odp-failed { display: none; color: rgba(255,255,255,.7); } .odp-failed svg { width: 56px; height: 56px; }',
    '.odp[data-error] .odp-failed { display: block; }',
    '.odp[data-waiting] .odp-big { display: none; }',
    '@keyframes odp-spin { to { transform: rotate(360deg); } }',
    '@media (prefers-reduced-motion: reduce) { .odp-spinner { animation-duration: 2.4s; } }',
    '.odp-bar { position: absolute; z-index: 1; left: 0; right: 0; bottom: 0; padding: 20px 8px 4px; transition: opacity .2s; }',
    '.odp-bar::before { content: ""; position: absolute; z-index: -1; inset: 0; pointer-events: none;',
    '  background: linear-gradient(to top, rgba(0,0,0,.85), rgba(0,0,0,.6) 65%, transparent); }',
    '.odp[data-idle] .odp-bar { opacity: 0; pointer-events: none; }',
    '.odp[data-error] .odp-bar, .odp[data-error] .odp-big, .odp:not([data-started]):not([data-ready]) .odp-bar { display: none; }',
    '.odp-row { display: flex; align-items: center; gap: 2px; }',
    '.odp-time { padding: 0 8px; white-space: nowrap; font-variant-numeric: tabular-nums; text-shadow: 0 1px 2px #000; }',
    '.odp-spacer { flex: 1; }',
    '.odp-volume { display: flex; align-items: center; }',
    '.odp .odp-speed { width: auto; min-width: 44px; padding: 0 6px; font-weight: 700; font-size: 14px; }',
    '.odp .odp-range { -webkit-appearance: none; appearance: none; display: block; margin: 0; padding: 0 8px; height: 28px; min-height: 0;',
    '  width: 100%; background: transparent; cursor: pointer; border-radius: var(--radius-button, 4px); --odp-fill: 0%; --odp-buffered: 0%; }',
    '.odp .odp-volume .odp-range { width: 88px; height: 44px; }',
    '.odp .odp-range::-webkit-slider-runnable-track { height: 4px; border-radius: 2px; background: linear-gradient(to right,',
    '  var(--odp-accent) var(--odp-fill), rgba(255,255,255,.55) var(--odp-fill) var(--odp-buffered), rgba(255,255,255,.28) var(--odp-buffered)); }',
    '.odp .odp-range::-moz-range-track { height: 4px; border-radius: 2px; background: linear-gradient(to right,',
    '  var(--odp-accent) var(--odp-fill), rgba(255,255,255,.55) var(--odp-fill) var(--odp-buffered), rgba(255,255,255,.28) var(--odp-buffered)); }',
    '.odp .odp-range::-webkit-slider-thumb { -webkit-appearance: none; width: 14px; height: 14px; margin-top: -5px; border-radius: 50%;',
    '  background: #fff; box-shadow: 0 0 0 3px var(--odp-accent), 0 1px 3px rgba(0,0,0,.6); }',
    '.odp .odp-range::-moz-range-thumb { width: 14px; height: 14px; border: 0; border-radius: 50%; background: #fff; box-shadow: 0 0 0 3px var(--odp-accent); }',
    '.odp-seek:disabled { cursor: default; opacity: .5; }',
    '@media (pointer: coarse) {',
    '  .odp { --odp-bar-h: 92px; } .odp-bar { padding-top: 8px; }',
    '  .odp .odp-seek { height: 44px; }',
    '  .odp .odp-volume .odp-range { display: none; }',
    '  .odp[data-started]:not([data-waiting]):not([data-error]) .odp-big { display: grid; }',
    '  .odp[data-idle] .odp-big { opacity: 0; pointer-events: none; }',
    '}',
    '@container (max-width: 420px) { .odp .odp-volume .odp-range { display: none; } .odp .odp-big { width: 60px; height: 60px; } .odp-time { padding: 0 4px; font-size: 13px; } }',
    '@container (max-width: 260px) { .odp-time, .odp .odp-speed { display: none; } }',
    '.odp:fullscreen { width: 100%; height: 100%; }',
  ].join('\n');

  var SHEET = '__ondemandPlayerStyleSheet';
  /** The player's style sheet, adopted by the document once for every player on the page; false without constructed sheets. */
  function adoptStyles() {
    if (!('adoptedStyleSheets' in document) || typeof CSSStyleSheet !== 'function' || !CSSStyleSheet.prototype.replaceSync) return false;
    try {
      var sheet = window[SHEET];
      if (!sheet) { sheet = new CSSStyleSheet(); sheet.replaceSync(CSS); window[SHEET] = sheet; }
      if (document.adoptedStyleSheets.indexOf(sheet) < 0) document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
      return true;
    } catch (e) { return false; }
  }

  /** The texts of the page's language, read each time: the page sets <html lang>. */
  function lang() { var code = (document.documentElement.lang || '').slice(0, 2).toLowerCase(); return TEXTS[code] ? code : 'en'; }
  function text(key) { return TEXTS[lang()][key]; }
  function clock(seconds) {
    var s = Math.max(0, Math.floor(isFinite(seconds) ? seconds : 0));
    var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), rest = ('0' + (s % 60)).slice(-2);
    return h ? h + ':' + ('0' + m).slice(-2) + ':' + rest : m + ':' + rest;
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
    if (!filled) { path.setAttribute('stroke', 'currentColor'); path.setAttribute('stroke-width', '1.8'); path.setAttribute('stroke-linecap', 'round'); path.setAttribute('stroke-linejoin', 'round'); }
    svg.appendChild(path);
    button.replaceChildren(svg);
  }

  var base = new URL('./', script.src);
  var video = make('video', 'ondemand-video odp-video', { 'data-video-id': videoId });
  video.preload = 'metadata';
  video.playsInline = true;
  [['webm', 'video/webm'], ['mp4', 'video/mp4']].forEach(function (kind) {
    video.appendChild(make('source', '', { src: new URL(videoId + '.' + kind[0], base).href, type: kind[1] }));
  });

  var resumeKey = registrationId ? 'ondemand-player:' + videoId + ':' + registrationId : '';
  var saved = 0;
  try { saved = resumeKey ? Number(localStorage.getItem(resumeKey)) || 0 : 0; } catch (e) { saved = 0; }

  video.addEventListener('loadedmetadata', function () {
    if (saved > 0 && saved < video.duration - 2) video.currentTime = saved;
    host.dispatchEvent(new CustomEvent('ondemandplayer:ready', { bubbles: true, detail: { videoId: videoId, duration: video.duration } }));
  });
  var lastSaved = 0;
  video.addEventListener('timeupdate', function () {
    if (!resumeKey || Math.abs(video.currentTime - lastSaved) < 5) return;
    lastSaved = video.currentTime;
    try { localStorage.setItem(resumeKey, String(Math.floor(video.currentTime))); } catch (e) { /* storage off */ }
  });
  video.addEventListener('ended', function () {
    try { if (resumeKey) localStorage.removeItem(resumeKey); } catch (e) { /* storage off */ }
  });
  // The last <source> failing means no recording could be played.
  video.lastChild.addEventListener('error', function () {
    if (root) root.setAttribute('data-error', '');
    host.dispatchEvent(new CustomEvent('ondemandplayer:error', { bubbles: true, detail: { reason: 'not-found' } }));
  });

  var root = null;
  if (!adoptStyles()) {
    video.controls = true; // no way to style our own: the browser's controls
    host.insertBefore(video, script.nextSibling);
    return;
  }

  root = make('div', 'odp', { role: 'group', tabindex: '-1' });
  var stage = make('div', 'odp-stage');
  var big = make('button', 'odp-btn odp-big', { type: 'button', 'aria-keyshortcuts': 'k' });
  var spinner = make('div', 'odp-spinner', { 'aria-hidden': 'true' });
  var failed = make('span', 'odp-failed'); // the page says it in words (ondemandplayer:error)
  var bar = make('div', 'odp-bar');
  var seek = make('input', 'odp-range odp-seek', { type: 'range', min: '0', max: '0', step: 'any', value: '0' });
  var row = make('div', 'odp-row');
  var play = make('button', 'odp-btn', { type: 'button', 'aria-keyshortcuts': 'k' });
  var volumeBox = make('div', 'odp-volume');
  var mute = make('button', 'odp-btn', { type: 'button', 'aria-keyshortcuts': 'm' });
  var volume = make('input', 'odp-range', { type: 'range', min: '0', max: '1', step: '0.05' });
  var time = make('span', 'odp-time');
  var speed = make('button', 'odp-btn odp-speed', { type: 'button' });
  var fullscreen = make('button', 'odp-btn', { type: 'button', 'aria-keyshortcuts': 'f' });
  var canFullscreen = Boolean(document.fullscreenEnabled || video.webkitEnterFullscreen);
  seek.disabled = true;
  volumeBox.append(mute, volume);
  row.append(play, volumeBox, time, make('span', 'odp-spacer'), speed);
  if (canFullscreen) row.append(fullscreen);
  bar.append(seek, row);
  setIcon(failed, 'failed');
  stage.append(spinner, failed, big);
  root.append(video, stage, bar);

  var scrubbing = false;
  /** Paints every control from the video's state, in the page's language. */
  function paint() {
    var duration = isFinite(video.duration) ? video.duration : 0;
    var playing = !video.paused && !video.ended;
    var at = scrubbing ? Number(seek.value) : video.currentTime;
    var toggle = text(playing ? 'pause' : 'play');
    root.setAttribute('aria-label', text('player'));
    flag('data-started', video.played.length > 0 || playing);
    flag('data-ended', video.ended);
    [play, big].forEach(function (button) { button.setAttribute('aria-label', toggle); setIcon(button, playing ? 'pause' : 'play'); });
    seek.disabled = !duration;
    seek.max = String(duration);
    if (!scrubbing) seek.value = String(at);
    seek.setAttribute('aria-label', text('seek'));
    seek.setAttribute('aria-valuetext', clock(at) + ' ' + text('of') + ' ' + clock(duration));
    seek.style.setProperty('--odp-fill', (duration ? (at / duration) * 100 : 0) + '%');
    seek.style.setProperty('--odp-buffered', (duration ? (bufferedEnd() / duration) * 100 : 0) + '%');
    time.textContent = clock(at) + ' / ' + clock(duration);
    mute.setAttribute('aria-label', text(video.muted ? 'unmute' : 'mute'));
    setIcon(mute, video.muted || video.volume === 0 ? 'muted' : 'volume');
    var level = video.muted ? 0 : video.volume;
    volume.value = String(level);
    volume.setAttribute('aria-label', text('volume'));
    volume.setAttribute('aria-valuetext', Math.round(level * 100) + '%');
    volume.style.setProperty('--odp-fill', level * 100 + '%');
    volume.style.setProperty('--odp-buffered', level * 100 + '%');
    var rate = new Intl.NumberFormat(document.documentElement.lang || 'en').format(video.playbackRate) + '×';
    speed.textContent = rate;
    speed.setAttribute('aria-label', text('speed') + ' ' + rate);
    var full = document.fullscreenElement === root;
    fullscreen.setAttribute('aria-label', text(full ? 'exitFullscreen' : 'fullscreen'));
    setIcon(fullscreen, full ? 'exitFullscreen' : 'fullscreen');
    if (!playing) { root.removeAttribute('data-idle'); root.removeAttribute('data-waiting'); }
  }
  function flag(name, on) { if (on) root.setAttribute(name, ''); else root.removeAttribute(name); }
  function bufferedEnd() {
    for (var i = 0; i < video.buffered.length; i++) {
      if (video.buffered.start(i) <= video.currentTime + 0.5 && video.currentTime <= video.buffered.end(i)) return video.buffered.end(i);
    }
    return video.currentTime;
  }

  function togglePlay() {
    if (video.paused || video.ended) video.play().catch(function () { /* refused or no recording: stays paused */ });
    else video.pause();
  }
  function seekTo(seconds) {
    var duration = isFinite(video.duration) ? video.duration : 0;
    if (!duration) return;
    video.currentTime = Math.min(duration, Math.max(0, seconds));
    paint();
  }
  function toggleMute() { video.muted = !video.muted; if (!video.muted && video.volume === 0) video.volume = 1; }
  function toggleFullscreen() {
    if (document.fullscreenElement === root) document.exitFullscreen().catch(function () {});
    else if (document.fullscreenEnabled) root.requestFullscreen().catch(function () {});
    else if (video.webkitEnterFullscreen) video.webkitEnterFullscreen(); // iPhone: the system's own full-screen player
  }
  function nextSpeed() { video.playbackRate = SPEEDS[(SPEEDS.indexOf(video.playbackRate) + 1) % SPEEDS.length] || 1; }

  // Auto-hide: while playing, the controls fade after a while without the pointer; never while
  // paused, nor while a control has the keyboard's focus (the fade keeps focus where it is).
  var idleTimer = 0;
  function wake() {
    root.removeAttribute('data-idle');
    clearTimeout(idleTimer);
    idleTimer = setTimeout(rest, IDLE_MS);
  }
  function rest() {
    clearTimeout(idleTimer);
    if (!root.isConnected || video.paused || video.ended || root.hasAttribute('data-error') || root.querySelector(':focus-visible')) return;
    root.setAttribute('data-idle', '');
  }

  var pointerType = 'mouse';
  var wasIdle = false;
  root.addEventListener('pointerdown', function (event) { pointerType = event.pointerType; wasIdle = root.hasAttribute('data-idle'); wake(); }, true);
  root.addEventListener('pointermove', function (event) { if (event.pointerType === 'mouse') wake(); });
  root.addEventListener('pointerleave', function (event) { if (event.pointerType === 'mouse') rest(); });
  root.addEventListener('focusin', wake);
  root.addEventListener('focusout', wake);
  // A click on the picture plays or pauses; a tap shows the controls, or hides them when they show.
  video.addEventListener('click', function () {
    root.focus({ preventScroll: true });
    if (pointerType !== 'touch') togglePlay();
    else if (!wasIdle) rest();
  });
  video.addEventListener('dblclick', function () { if (canFullscreen) toggleFullscreen(); });
  big.addEventListener('click', togglePlay);
  play.addEventListener('click', togglePlay);
  mute.addEventListener('click', toggleMute);
  speed.addEventListener('click', nextSpeed);
  fullscreen.addEventListener('click', toggleFullscreen);
  volume.addEventListener('input', function () { video.volume = Number(volume.value); video.muted = video.volume === 0; });
  seek.addEventListener('pointerdown', function () { scrubbing = true; });
  seek.addEventListener('input', function () { video.currentTime = Number(seek.value); paint(); });
  ['change', 'pointerup', 'pointercancel'].forEach(function (name) { seek.addEventListener(name, function () { scrubbing = false; paint(); }); });

  root.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || root.hasAttribute('data-error')) return;
    var key = event.key;
    var tag = event.target.tagName;
    if ((key === ' ' || key === 'Enter') && tag === 'BUTTON') return; // the button's own press
    if (event.target === volume && /^(Arrow|Home|End|Page)/.test(key)) return; // the volume slider's own keys
    var onSeek = event.target === seek;
    if (key === ' ' || key === 'k' || key === 'K') togglePlay();
    else if (key === 'ArrowLeft' || (onSeek && key === 'ArrowDown')) seekTo(video.currentTime - SEEK_STEP);
    else if (key === 'ArrowRight' || (onSeek && key === 'ArrowUp')) seekTo(video.currentTime + SEEK_STEP);
    else if (onSeek && key === 'PageDown') seekTo(video.currentTime - 60);
    else if (onSeek && key === 'PageUp') seekTo(video.currentTime + 60);
    else if (key === 'Home') seekTo(0);
    else if (key === 'End') seekTo(video.duration);
    else if (key === 'm' || key === 'M') toggleMute();
    else if ((key === 'f' || key === 'F') && canFullscreen) toggleFullscreen();
    else return;
    event.preventDefault();
    wake();
  });

  ['loadedmetadata', 'durationchange', 'timeupdate', 'progress', 'volumechange', 'ratechange', 'seeked', 'ended', 'emptied'].forEach(function (name) {
    video.addEventListener(name, paint);
  });
  video.addEventListener('play', function () {
    var hadFocus = document.activeElement === big;
    paint();
    wake();
    // The big button hides once playing: the keyboard's focus goes on to the bar's play button.
    if (hadFocus && getComputedStyle(big).display === 'none') play.focus({ preventScroll: true });
  });
  video.addEventListener('pause', paint);
  video.addEventListener('loadedmetadata', function () { root.setAttribute('data-ready', ''); });
  video.addEventListener('waiting', function () { if (!video.paused) root.setAttribute('data-waiting', ''); });
  video.addEventListener('seeking', function () { if (!video.paused) root.setAttribute('data-waiting', ''); });
  ['playing', 'canplay', 'seeked', 'pause'].forEach(function (name) {
    video.addEventListener(name, function () { root.removeAttribute('data-waiting'); });
  });
  root.addEventListener('fullscreenchange', paint);

  paint();
  host.insertBefore(root, script.nextSibling);
})();
