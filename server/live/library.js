/*
 * The reference live director's client library: defines window.LiveDirector (server/live/README.md).
 * connect(options) -> Promise<{ sessionId, streamUrl, stateUrl, close() }>; rejects with an Error whose
 * `code` is 'already-open' (this single-session link is live in another browser), 'unauthorized' (the
 * broadcast's page is password protected and options.token is missing, wrong or expired) or 'connect-failed'.
 */
(() => {
  // biome-ignore lint/suspicious/noRedundantUseStrict: served as a classic <script>, not a module: this makes it strict
  'use strict';
  var script = document.currentScript;
  var base = new URL('./', script?.src ? script.src : `${location.origin}/live-director/library.js`).href;

  // One id per browser (shared by its tabs): the one-browser rule counts browsers, not tabs.
  function browserId() {
    const key = 'liveDirector.browserId';
    try {
      const known = localStorage.getItem(key);
      if (/^[0-9a-f-]{36}$/.test(known || '')) return known;
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      bytes[6] = (bytes[6] & 0x0f) | 0x40;
      bytes[8] = (bytes[8] & 0x3f) | 0x80;
      const hex = Array.prototype.map.call(bytes, (b) => (b + 0x100).toString(16).slice(1)).join('');
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      localStorage.setItem(key, id);
      return id;
    } catch {
      return undefined; // no storage: this page counts as a browser of its own
    }
  }

  function failure(code, message) {
    var error = new Error(message);
    error.code = code;
    return error;
  }

  function post(path, body, keepalive) {
    return fetch(new URL(path, base).href, {
      method: 'POST',
      credentials: 'omit',
      keepalive: !!keepalive,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body || {}),
    });
  }

  // Connections of this page per link: a page that connects again (new options) closes the old
  // connection after the new one claimed the link, and the same browser id must not release it.
  var inPage = {};

  async function connect(options) {
    options = options || {};
    var identity = {
      broadcast: String(options.broadcast || ''),
      registrationId: options.registrationId || null,
      pageToken: options.token ? String(options.token) : undefined,
    };
    var link = `${identity.broadcast}\n${identity.registrationId || ''}`;
    inPage[link] = (inPage[link] || 0) + 1;
    var response;
    try {
      response = await post('sessions', {
        broadcast: identity.broadcast,
        name: options.name || undefined,
        email: options.email || undefined,
        registrationId: identity.registrationId,
        pwaUser: !!options.pwaUser,
        config: options.config === undefined ? undefined : options.config,
        browserId: browserId(),
        pageToken: identity.pageToken,
        // "Watch here instead": this browser takes the link; the other is told at its next heartbeat.
        takeOver: options.takeOver === true ? true : undefined,
      });
    } catch (err) {
      inPage[link] -= 1;
      throw failure('connect-failed', `The live director cannot be reached: ${err?.message}`);
    }
    var answer = await response.json().catch(() => ({}));
    if (!response.ok || !answer.sessionId) inPage[link] -= 1;
    if (response.status === 409)
      throw failure('already-open', answer.error || 'This viewing link is already open in another browser.');
    if (response.status === 401) throw failure('unauthorized', answer.error || 'The page password is needed again.');
    if (!response.ok || !answer.sessionId)
      throw failure('connect-failed', answer.error || `Connecting failed (${response.status}).`);

    var sessionId = answer.sessionId;
    var sessionPath = `sessions/${encodeURIComponent(sessionId)}`;
    var timer = null;
    var closed = false;

    function heartbeat() {
      if (closed) return;
      post(`${sessionPath}/heartbeat`, identity).then(
        (res) => {
          // Another browser took the link while this one was silent: stop claiming it.
          if (res.status === 409 && !closed) {
            stop();
            if (typeof options.onLost === 'function') options.onLost();
          }
          // The page token expired: the page asks for the password again.
          if (res.status === 401 && !closed) {
            stop();
            if (typeof options.onUnauthorized === 'function') options.onUnauthorized();
          }
        },
        () => {
          /* the next beat tries again */
        },
      );
    }
    function onVisible() {
      if (document.visibilityState === 'visible') heartbeat();
    }
    function onPageHide() {
      release();
    }
    function onPageShow(event) {
      if (event.persisted) heartbeat();
    }
    // Names the link it releases: the browser id is the session id of every link this browser holds.
    var closePath =
      sessionPath +
      '/close?broadcast=' +
      encodeURIComponent(identity.broadcast) +
      '&registrationId=' +
      encodeURIComponent(identity.registrationId || '');
    function release() {
      var url = new URL(closePath, base).href;
      if (!navigator.sendBeacon?.(url)) post(closePath, {}, true).catch(() => {});
    }
    function stop() {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      removeEventListener('pagehide', onPageHide);
      removeEventListener('pageshow', onPageShow);
    }
    if (answer.heartbeatMs > 0) {
      timer = setInterval(heartbeat, answer.heartbeatMs);
      document.addEventListener('visibilitychange', onVisible);
      addEventListener('pagehide', onPageHide);
      addEventListener('pageshow', onPageShow);
    }

    return {
      sessionId: sessionId,
      streamUrl: new URL(answer.streamUrl, base).href,
      stateUrl: new URL(answer.stateUrl, base).href,
      close: () => {
        if (closed) return;
        closed = true;
        var held = timer !== null;
        stop();
        inPage[link] -= 1;
        if (held && !inPage[link]) release();
      },
    };
  }

  window.LiveDirector = { version: 1, connect: connect };
})();
