/**
 * The dev stand-in for the meeting service's external_api.js: the same constructor contract as
 * `new JitsiMeetExternalAPI(domain, options)` (roomName, jwt, parentNode, width, height,
 * configOverwrite, interfaceConfigOverwrite, userInfo, onload), with no iframe and no third
 * party. Each call is recorded in `window.__jitsiCalls` so tests see what the widget was given.
 */
export function externalApiScript(): string {
  return `/* Dev stand-in for JitsiMeetExternalAPI (server/live/jitsiStandIn.ts). */
(function () {
  'use strict';
  var calls = window.__jitsiCalls = window.__jitsiCalls || [];
  function JitsiMeetExternalAPI(domain, options) {
    if (!(this instanceof JitsiMeetExternalAPI)) throw new TypeError('JitsiMeetExternalAPI is a constructor');
    options = options || {};
    var recorded = {};
    Object.keys(options).forEach(function (key) {
      if (key !== 'parentNode' && typeof options[key] !== 'function') recorded[key] = options[key]; });
    calls.push({ domain: domain, options: recorded, parentNode: !!options.parentNode });
    var config = options.configOverwrite || {};
    var state = { audioMuted: !!config.startWithAudioMuted, videoMuted: !!config.startWithVideoMuted, disposed: false };
    this._listeners = {};
    this._state = state;
    this.domain = domain;
    this.options = recorded;
    var parent = options.parentNode || document.body;
    var box = document.createElement('div');
    box.setAttribute('data-testid', 'jitsi-stand-in');
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', 'Video meeting (development stand-in)');
    box.style.cssText = 'display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.4rem;' +
      'background:#1f2937;color:#f9fafb;font:14px/1.4 system-ui,sans-serif;padding:1rem;box-sizing:border-box;';
    box.style.width = typeof options.width === 'number' ? options.width + 'px' : (options.width || '100%');
    box.style.height = typeof options.height === 'number' ? options.height + 'px' : (options.height || '100%');
    var title = document.createElement('strong');
    title.textContent = 'Meeting room: ' + (options.roomName || '(none)');
    var status = document.createElement('span');
    status.setAttribute('data-testid', 'jitsi-stand-in-status');
    box.appendChild(title);
    box.appendChild(status);
    this._render = function () {
      status.textContent = 'Microphone ' + (state.audioMuted ? 'muted' : 'on') +
        ', camera ' + (state.videoMuted ? 'off' : 'on')
        + (config.prejoinPageEnabled || (config.prejoinConfig && config.prejoinConfig.enabled) ? ', prejoin page' : '');
    };
    this._render();
    parent.appendChild(box);
    this._box = box;
    var self = this;
    setTimeout(function () {
      if (state.disposed) return;
      if (typeof options.onload === 'function') options.onload();
      self._emit('videoConferenceJoined', { roomName: options.roomName, id: 'stand-in',
        displayName: (options.userInfo || {}).displayName });
    }, 0);
  }
  var proto = JitsiMeetExternalAPI.prototype;
  proto._emit = function (name, data) { (this._listeners[name] || []).slice().forEach(function (fn) { fn(data); }); };
  proto.addListener = proto.addEventListener = proto.on = function (name, fn) {
    (this._listeners[name] = this._listeners[name] || []).push(fn); return this; };
  proto.removeListener = proto.removeEventListener = proto.off = function (name, fn) {
    this._listeners[name] = (this._listeners[name] || []).filter(function (f) { return f !== fn; }); return this;
  };
  proto.executeCommand = function (name) {
    if (name === 'toggleAudio') { this._state.audioMuted = !this._state.audioMuted; this._emit('audioMuteStatusChanged',
      { muted: this._state.audioMuted }); }
    if (name === 'toggleVideo') { this._state.videoMuted = !this._state.videoMuted; this._emit('videoMuteStatusChanged',
      { muted: this._state.videoMuted }); }
    if (name === 'hangup') this._emit('readyToClose', {});
    this._render();
  };
  proto.executeCommands = function (commands) { for (var name in commands) this.executeCommand(name, commands[name]); };
  proto.isAudioMuted = function () { return Promise.resolve(this._state.audioMuted); };
  proto.isVideoMuted = function () { return Promise.resolve(this._state.videoMuted); };
  proto.getIFrame = function () { return null; };
  proto.dispose = function () { this._state.disposed = true; this._listeners = {};
    if (this._box.parentNode) this._box.parentNode.removeChild(this._box); };
  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
})();
`;
}
