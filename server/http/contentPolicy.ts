/**
 * The page's Content-Security-Policy and Permissions-Policy, made of who it may talk to
 * (thirdParties.ts, read with the configuration). Pure: no I/O, unit-tested.
 */
import type { ThirdParties } from '../thirdParties.ts';

/**
 * The directives of an app page, for hono's secureHeaders. `nonce` is the per-answer nonce
 * source (hono's NONCE): it admits the build's own tags and the organiser's customScript and
 * customStyle, which the page inserts with that nonce (src/project/useProjectHead.ts). Style
 * attributes stay allowed: sanitized organiser HTML carries them, and they cannot run code.
 * `wasm`: the page may compile WebAssembly (`'wasm-unsafe-eval'`, which allows no eval of
 * scripts): the door page's QR reader where the browser has none (features/check-in/qrFallback.ts).
 */
export function appPagePolicy<Nonce>(parties: ThirdParties, nonce: Nonce, frameAncestors: string[], wasm = false) {
  const meeting = parties.meetingHost ? [parties.meetingHost] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: [
      "'self'" as string | Nonce,
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      nonce,
      ...meeting,
      ...parties.scripts,
    ],
    styleSrc: ["'self'" as string | Nonce, nonce],
    styleSrcAttr: ["'unsafe-inline'"],
    connectSrc: ["'self'", ...meeting, ...parties.connect],
    imgSrc: ["'self'", 'data:', 'blob:', ...parties.media],
    mediaSrc: ["'self'", 'blob:', ...parties.media],
    // The organiser's brand font (style.customFontUrl) may live where its images do (CONST-06).
    fontSrc: ["'self'", 'data:', ...parties.media],
    frameSrc: ["'self'", ...meeting, ...parties.frames],
    // data: the head's inline script warms Intl in a worker made from a line of its own, which also
    // tells the visitor's time zone (scripts/build/intlWarmup.ts); only a script the policy already
    // let run can make one.
    workerSrc: ["'self'", 'data:'],
    manifestSrc: ["'self'"],
    formAction: ["'self'", ...parties.forms],
    frameAncestors: frameAncestors.length ? frameAncestors : ["'none'"],
  };
}

/**
 * Only what the player and the meeting use: camera, microphone and screen sharing for the
 * meeting, full screen, autoplay and picture-in-picture for the players; everything else off.
 */
export function appPermissions(parties: ThirdParties) {
  const meeting = parties.meetingHost ? [`https://${parties.meetingHost}`] : [];
  const players = [...meeting, ...parties.scripts, ...parties.frames];
  return {
    camera: ['self', ...meeting],
    microphone: ['self', ...meeting],
    displayCapture: ['self', ...meeting],
    fullscreen: ['self', ...players],
    autoplay: ['self', ...players],
    pictureInPicture: ['self', ...players],
    encryptedMedia: ['self', ...players],
    geolocation: [],
    payment: [],
    usb: [],
    serial: [],
    hid: [],
    midi: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
    browsingTopics: [],
    // Not 'bluetooth': Chromium logs an unrecognised feature as a console error (Lighthouse best practices).
  };
}
