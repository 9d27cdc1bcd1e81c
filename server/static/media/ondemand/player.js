/*
 * Reference on-demand player (issue 11): the embed contract of the external player script.
 * The page inserts <script src=".../player.js" data-video-id="ID" data-registration-id="RID">
 * where the player goes; this script puts a <video> with the recording (ID.webm / ID.mp4 from
 * its own folder, served with byte ranges so seeking works) right after it. A viewer with a
 * registration id resumes where they stopped (localStorage). It reports to the page with
 * events on the video's parent: `ondemandplayer:ready` and `ondemandplayer:error`.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var videoId = script.getAttribute('data-video-id') || '';
  var registrationId = script.getAttribute('data-registration-id') || '';
  var host = script.parentNode;
  if (!host || !/^[A-Za-z0-9_-]{1,100}$/.test(videoId)) {
    if (host) host.dispatchEvent(new CustomEvent('ondemandplayer:error', { bubbles: true, detail: { reason: 'invalid-id' } }));
    return;
  }
  var base = new URL('./', script.src);
  var video = document.createElement('video');
  video.className = 'ondemand-video';
  video.controls = true;
  video.preload = 'metadata';
  video.playsInline = true;
  video.setAttribute('data-video-id', videoId);
  [['webm', 'video/webm'], ['mp4', 'video/mp4']].forEach(function (kind) {
    var source = document.createElement('source');
    source.src = new URL(videoId + '.' + kind[0], base).href;
    source.type = kind[1];
    video.appendChild(source);
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
    host.dispatchEvent(new CustomEvent('ondemandplayer:error', { bubbles: true, detail: { reason: 'not-found' } }));
  });
  host.insertBefore(video, script.nextSibling);
})();
