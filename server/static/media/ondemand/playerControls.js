/*
 * The reference on-demand player's own controls (player.js loads it from its own folder, once for
 * every player on a page): play, seek, time, mute and volume, speed, full screen and keys around the
 * recording's <video>, drawn with playerLook.js in the page's language and colours. A plain script,
 * as the player is; it leaves window.__ondemandPlayerControls(video, look), which answers the
 * player's element.
 */
(() => {
  // biome-ignore lint/suspicious/noRedundantUseStrict: a classic script (the page loads it with <script>), not a module
  'use strict';
  var SPEEDS = [0.75, 1, 1.25, 1.5, 2];
  var SEEK_STEP = 5;
  var IDLE_MS = 2500;

  window.__ondemandPlayerControls = (video, look) => {
    var make = look.make;
    var setIcon = look.setIcon;
    var text = look.text;
    var clock = look.clock;
    var root = make('div', 'odp', { role: 'group', tabindex: '-1' });
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
      var duration = Number.isFinite(video.duration) ? video.duration : 0;
      var playing = !video.paused && !video.ended;
      var at = scrubbing ? Number(seek.value) : video.currentTime;
      var toggle = text(playing ? 'pause' : 'play');
      root.setAttribute('aria-label', text('player'));
      flag('data-started', video.played.length > 0 || playing);
      flag('data-ended', video.ended);
      [play, big].forEach((button) => {
        button.setAttribute('aria-label', toggle);
        setIcon(button, playing ? 'pause' : 'play');
      });
      seek.disabled = !duration;
      seek.max = String(duration);
      if (!scrubbing) seek.value = String(at);
      seek.setAttribute('aria-label', text('seek'));
      seek.setAttribute('aria-valuetext', `${clock(at)} ${text('of')} ${clock(duration)}`);
      seek.style.setProperty('--odp-fill', `${duration ? (at / duration) * 100 : 0}%`);
      seek.style.setProperty('--odp-buffered', `${duration ? (bufferedEnd() / duration) * 100 : 0}%`);
      time.textContent = `${clock(at)} / ${clock(duration)}`;
      mute.setAttribute('aria-label', text(video.muted ? 'unmute' : 'mute'));
      setIcon(mute, video.muted || video.volume === 0 ? 'muted' : 'volume');
      var level = video.muted ? 0 : video.volume;
      volume.value = String(level);
      volume.setAttribute('aria-label', text('volume'));
      volume.setAttribute('aria-valuetext', `${Math.round(level * 100)}%`);
      volume.style.setProperty('--odp-fill', `${level * 100}%`);
      volume.style.setProperty('--odp-buffered', `${level * 100}%`);
      var rate = `${new Intl.NumberFormat(document.documentElement.lang || 'en').format(video.playbackRate)}×`;
      speed.textContent = rate;
      speed.setAttribute('aria-label', `${text('speed')} ${rate}`);
      var full = document.fullscreenElement === root;
      fullscreen.setAttribute('aria-label', text(full ? 'exitFullscreen' : 'fullscreen'));
      setIcon(fullscreen, full ? 'exitFullscreen' : 'fullscreen');
      if (!playing) {
        root.removeAttribute('data-idle');
        root.removeAttribute('data-waiting');
      }
    }
    function flag(name, on) {
      if (on) root.setAttribute(name, '');
      else root.removeAttribute(name);
    }
    function bufferedEnd() {
      for (let i = 0; i < video.buffered.length; i++) {
        if (video.buffered.start(i) <= video.currentTime + 0.5 && video.currentTime <= video.buffered.end(i))
          return video.buffered.end(i);
      }
      return video.currentTime;
    }

    function togglePlay() {
      if (video.paused || video.ended)
        video.play().catch(() => {
          /* refused or no recording: stays paused */
        });
      else video.pause();
    }
    function seekTo(seconds) {
      var duration = Number.isFinite(video.duration) ? video.duration : 0;
      if (!duration) return;
      video.currentTime = Math.min(duration, Math.max(0, seconds));
      paint();
    }
    function toggleMute() {
      video.muted = !video.muted;
      if (!video.muted && video.volume === 0) video.volume = 1;
    }
    function toggleFullscreen() {
      if (document.fullscreenElement === root) document.exitFullscreen().catch(() => {});
      else if (document.fullscreenEnabled) root.requestFullscreen().catch(() => {});
      // iPhone: the system's own full-screen player
      else if (video.webkitEnterFullscreen) video.webkitEnterFullscreen();
    }
    function nextSpeed() {
      video.playbackRate = SPEEDS[(SPEEDS.indexOf(video.playbackRate) + 1) % SPEEDS.length] || 1;
    }

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
      if (
        !root.isConnected ||
        video.paused ||
        video.ended ||
        root.hasAttribute('data-error') ||
        root.querySelector(':focus-visible')
      )
        return;
      root.setAttribute('data-idle', '');
    }

    var pointerType = 'mouse';
    var wasIdle = false;
    root.addEventListener(
      'pointerdown',
      (event) => {
        pointerType = event.pointerType;
        wasIdle = root.hasAttribute('data-idle');
        wake();
      },
      true,
    );
    root.addEventListener('pointermove', (event) => {
      if (event.pointerType === 'mouse') wake();
    });
    root.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse') rest();
    });
    root.addEventListener('focusin', wake);
    root.addEventListener('focusout', wake);
    // A click on the picture plays or pauses; a tap shows the controls, or hides them when they show.
    video.addEventListener('click', () => {
      root.focus({ preventScroll: true });
      if (pointerType !== 'touch') togglePlay();
      else if (!wasIdle) rest();
    });
    video.addEventListener('dblclick', () => {
      if (canFullscreen) toggleFullscreen();
    });
    big.addEventListener('click', togglePlay);
    play.addEventListener('click', togglePlay);
    mute.addEventListener('click', toggleMute);
    speed.addEventListener('click', nextSpeed);
    fullscreen.addEventListener('click', toggleFullscreen);
    volume.addEventListener('input', () => {
      video.volume = Number(volume.value);
      video.muted = video.volume === 0;
    });
    seek.addEventListener('pointerdown', () => {
      scrubbing = true;
    });
    seek.addEventListener('input', () => {
      video.currentTime = Number(seek.value);
      paint();
    });
    ['change', 'pointerup', 'pointercancel'].forEach((name) => {
      seek.addEventListener(name, () => {
        scrubbing = false;
        paint();
      });
    });

    root.addEventListener('keydown', (event) => {
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

    [
      'loadedmetadata',
      'durationchange',
      'timeupdate',
      'progress',
      'volumechange',
      'ratechange',
      'seeked',
      'ended',
      'emptied',
    ].forEach((name) => {
      video.addEventListener(name, paint);
    });
    video.addEventListener('play', () => {
      var hadFocus = document.activeElement === big;
      paint();
      wake();
      // The big button hides once playing: the keyboard's focus goes on to the bar's play button.
      if (hadFocus && getComputedStyle(big).display === 'none') play.focus({ preventScroll: true });
    });
    video.addEventListener('pause', paint);
    video.addEventListener('loadedmetadata', () => {
      root.setAttribute('data-ready', '');
    });
    video.addEventListener('waiting', () => {
      if (!video.paused) root.setAttribute('data-waiting', '');
    });
    video.addEventListener('seeking', () => {
      if (!video.paused) root.setAttribute('data-waiting', '');
    });
    ['playing', 'canplay', 'seeked', 'pause'].forEach((name) => {
      video.addEventListener(name, () => {
        root.removeAttribute('data-waiting');
      });
    });
    root.addEventListener('fullscreenchange', paint);

    // The recording's metadata may be in before the controls: they start from what it has.
    if (video.readyState >= 1) root.setAttribute('data-ready', '');
    paint();
    return root;
  };
})();
