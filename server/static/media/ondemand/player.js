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
 * gets the browser's own controls instead, and so does a page where the player's two other
 * scripts (playerLook.js: texts, icons, styles; playerControls.js: the controls) do not load.
 */
(() => {
  // biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (the page loads it with <script>), not a module
  'use strict';
  var script = document.currentScript;
  if (!script) return;
  var videoId = script.getAttribute('data-video-id') || '';
  var registrationId = script.getAttribute('data-registration-id') || '';
  var host = script.parentNode;
  if (!host || !/^[A-Za-z0-9_-]{1,100}$/.test(videoId)) {
    if (host)
      host.dispatchEvent(new CustomEvent('ondemandplayer:error', { bubbles: true, detail: { reason: 'invalid-id' } }));
    return;
  }

  var base = new URL('./', script.src);
  var video = document.createElement('video');
  video.className = 'ondemand-video odp-video';
  video.setAttribute('data-video-id', videoId);
  video.preload = 'metadata';
  video.playsInline = true;
  [
    ['webm', 'video/webm'],
    ['mp4', 'video/mp4'],
  ].forEach((kind) => {
    var source = document.createElement('source');
    source.src = new URL(`${videoId}.${kind[0]}`, base).href;
    source.type = kind[1];
    video.appendChild(source);
  });

  /** The player's element once its controls are in; until then a failed recording is remembered. */
  var root = null;
  var videoFailed = false;

  var resumeKey = registrationId ? `ondemand-player:${videoId}:${registrationId}` : '';
  var saved = 0;
  try {
    saved = resumeKey ? Number(localStorage.getItem(resumeKey)) || 0 : 0;
  } catch {
    saved = 0;
  }

  video.addEventListener('loadedmetadata', () => {
    if (saved > 0 && saved < video.duration - 2) video.currentTime = saved;
    host.dispatchEvent(
      new CustomEvent('ondemandplayer:ready', {
        bubbles: true,
        detail: { videoId: videoId, duration: video.duration },
      }),
    );
  });
  var lastSaved = 0;
  video.addEventListener('timeupdate', () => {
    if (!resumeKey || Math.abs(video.currentTime - lastSaved) < 5) return;
    lastSaved = video.currentTime;
    try {
      localStorage.setItem(resumeKey, String(Math.floor(video.currentTime)));
    } catch {
      /* storage off */
    }
  });
  video.addEventListener('ended', () => {
    try {
      if (resumeKey) localStorage.removeItem(resumeKey);
    } catch {
      /* storage off */
    }
  });
  // The last <source> failing means no recording could be played.
  video.lastChild.addEventListener('error', () => {
    videoFailed = true;
    if (root) root.setAttribute('data-error', '');
    host.dispatchEvent(new CustomEvent('ondemandplayer:error', { bubbles: true, detail: { reason: 'not-found' } }));
  });

  /** A script of this player's folder, once per page: `done(true)` once it left `global`, else `done(false)`. */
  function load(file, global, done) {
    if (window[global]) return done(true);
    var tag = document.querySelector(`script[data-ondemand-player="${file}"]`);
    if (!tag) {
      tag = document.createElement('script');
      tag.src = new URL(file, script.src).href;
      tag.setAttribute('data-ondemand-player', file);
      document.head.appendChild(tag);
    }
    tag.addEventListener('load', () => {
      done(Boolean(window[global]));
    });
    tag.addEventListener('error', () => {
      tag.remove(); // the next player on the page tries again
      done(false);
    });
  }

  var pending = 2;
  var loaded = true;
  function show(ok) {
    loaded = loaded && ok;
    if (--pending) return;
    var look = window.__ondemandPlayerLook;
    if (!loaded || !look.adoptStyles()) {
      video.controls = true; // no way to style our own: the browser's controls
      host.insertBefore(video, script.nextSibling);
      return;
    }
    root = window.__ondemandPlayerControls(video, look);
    if (videoFailed) root.setAttribute('data-error', '');
    host.insertBefore(root, script.nextSibling);
  }
  load('playerLook.js', '__ondemandPlayerLook', show);
  load('playerControls.js', '__ondemandPlayerControls', show);
})();
