/**
 * What a scan sounds and feels like (issue 49): staff at a busy door hear or feel the verdict
 * without reading the screen. One short high tone for welcome, two for already checked in, a low
 * long one for refused; the same rhythm as vibration where the device has it.
 */
import type { ScanVerdict } from '../../domain/checkIn';

const TONES: Record<ScanVerdict['colour'], { hz: number; pattern: number[] }> = {
  green: { hz: 880, pattern: [120] },
  amber: { hz: 660, pattern: [90, 80, 90] },
  red: { hz: 220, pattern: [400] },
};

let audio: AudioContext | undefined;

function beep(hz: number, pattern: number[]): void {
  const Context = window.AudioContext;
  if (!Context) return;
  audio ??= new Context();
  // Made without a tap (a camera scan), it may start suspended until the first tap on the page.
  if (audio.state === 'suspended') void audio.resume().catch(() => {});
  let at = audio.currentTime;
  pattern.forEach((ms, i) => {
    if (i % 2 === 1) {
      at += ms / 1000; // a pause
      return;
    }
    const tone = audio!.createOscillator();
    const gain = audio!.createGain();
    tone.frequency.value = hz;
    gain.gain.value = 0.2;
    tone.connect(gain).connect(audio!.destination);
    tone.start(at);
    tone.stop(at + ms / 1000);
    at += ms / 1000;
  });
}

export function signal(colour: ScanVerdict['colour']): void {
  const { hz, pattern } = TONES[colour];
  try {
    beep(hz, pattern);
    navigator.vibrate?.(pattern);
  } catch {
    /* no sound or vibration here: the screen says it */
  }
}
