/**
 * The camera's QR reader where the browser has no BarcodeDetector of its own (Firefox, Safari on
 * the desktop, Chromium on Linux and Windows): the `barcode-detector` ponyfill, the same API on
 * ZXing-C++ compiled to WebAssembly (`zxing-wasm`, its reader only). Loaded by CameraScan only on
 * the door page and only in such a browser (a chunk of its own, never in anyone's first download).
 * Its .wasm file comes from this origin's build (a hashed /assets file the service worker keeps
 * once fetched, sw/media.ts), never from the package's default CDN: the override below replaces
 * that address before anything is fetched.
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Where the reader's module finds its .wasm: `wasmUrl`, whatever address the package would use. */
export const readerOverrides = (wasmUrl: string) => ({
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
});

let ready: Promise<typeof BarcodeDetector> | undefined;

/**
 * The detector class, once its .wasm is fetched and compiled (`wasmUrl`: the build's file; a test
 * gives the package's own). Called as soon as the door page knows it needs it, so the file is
 * fetched (and kept for offline use) before the camera is first started.
 */
export function fallbackDetector(wasmUrl: string = readerWasm): Promise<typeof BarcodeDetector> {
  ready ??= prepareZXingModule({ overrides: readerOverrides(wasmUrl), fireImmediately: true }).then(
    () => BarcodeDetector,
    (error: unknown) => {
      ready = undefined; // offline on the first visit: the next start tries again
      throw error;
    },
  );
  return ready;
}
