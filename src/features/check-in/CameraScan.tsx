/**
 * The camera as the scanner (issue 49): the browser's own BarcodeDetector where it has one
 * (Chromium on Android, macOS and ChromeOS, Safari 17+ on macOS), elsewhere the same API from
 * qrFallback.ts (ZXing-C++ in WebAssembly), loaded only then and only on this page, as soon as
 * the page opens so it is at hand offline too. Should that fail (offline on the first visit), the
 * scanner field and the name search do the work. The same code seen again within REPEAT_MS is one
 * scan: a ticket held in front of the camera is read many times a second.
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

const nativeDetector = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** The browser's detector, else the fallback once loaded; `failed`: it could not be loaded. */
function useDetector(): DetectorClass | 'loading' | 'failed' {
  const [Detector, setDetector] = useState<DetectorClass | 'loading' | 'failed'>(() => nativeDetector() ?? 'loading');
  useEffect(() => {
    if (Detector === 'failed') {
      // Offline on the first visit: loaded when the network is back.
      const again = () => setDetector('loading');
      window.addEventListener('online', again);
      return () => window.removeEventListener('online', again);
    }
    if (Detector !== 'loading') return;
    let stopped = false;
    import('./qrFallback')
      .then(({ fallbackDetector }) => fallbackDetector())
      .then(
        (loaded) => !stopped && setDetector(() => loaded as unknown as DetectorClass),
        () => !stopped && setDetector('failed'),
      );
    return () => {
      stopped = true;
    };
  }, [Detector]);
  return Detector;
}

export function CameraScan({ onScan }: { onScan(text: string): void }) {
  const { t } = useLingui();
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onScan);
  latest.current = onScan;
  const found = useDetector();
  const Detector = typeof found === 'function' ? found : undefined;

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
        let busy = false;
        timer = setInterval(async () => {
          // A slow phone takes longer than a tick to read a frame: never two reads at once.
          if (busy || !video.current || video.current.readyState < 2) return;
          busy = true;
          const [code] = await detector.detect(video.current).catch(() => []);
          busy = false;
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

  if (found === 'failed')
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
      <Button variant={on ? 'outline' : 'primary'} onClick={() => setOn(!on)} aria-pressed={on} disabled={!Detector}>
        {on ? <Trans>Stop the camera</Trans> : <Trans>Scan with the camera</Trans>}
      </Button>
    </div>
  );
}
