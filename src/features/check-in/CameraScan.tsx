/**
 * The camera as the scanner (issue 49): the browser's own BarcodeDetector where it has one
 * (Chromium on Android and desktop, Safari 17+ on macOS); elsewhere this says so and the scanner
 * field and the name search do the work. The same code seen again within REPEAT_MS is one scan:
 * a ticket held in front of the camera is read many times a second.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type DetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const REPEAT_MS = 3000;
const EVERY_MS = 150;

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

export function CameraScan({ onScan }: { onScan(text: string): void }) {
  const { t } = useLingui();
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onScan);
  latest.current = onScan;
  const Detector = detectorClass();

  useEffect(() => {
    if (!on || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const last = { text: '', at: 0 };
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(async () => {
          if (!video.current || video.current.readyState < 2) return;
          const [code] = await detector.detect(video.current).catch(() => []);
          if (!code) return;
          const now = Date.now();
          if (code.rawValue === last.text && now - last.at < REPEAT_MS) return;
          Object.assign(last, { text: code.rawValue, at: now });
          latest.current(code.rawValue);
        }, EVERY_MS);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on, Detector]);

  if (!Detector)
    return (
      <p className="muted door-camera-note">
        <Trans>This browser cannot read QR codes with the camera: use a scanner or find the name.</Trans>
      </p>
    );
  return (
    <div className="door-camera">
      {on && <video ref={video} className="door-video" muted playsInline aria-label={t`Camera`} />}
      {failed && (
        <p role="alert">
          <Trans>The camera could not be started. Allow it in the browser, or use a scanner.</Trans>
        </p>
      )}
      <Button variant={on ? 'outline' : 'primary'} onClick={() => setOn(!on)} aria-pressed={on}>
        {on ? <Trans>Stop the camera</Trans> : <Trans>Scan with the camera</Trans>}
      </Button>
    </div>
  );
}
