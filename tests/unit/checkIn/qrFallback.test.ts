// @vitest-environment node
/**
 * The door's QR reader where the browser has none (issue 49; features/check-in/qrFallback.ts): the
 * ponyfill decodes a ticket's QR code as the server draws it for the confirmation mail (PNG) and
 * as the ticket page draws it (SVG, rasterised here as a screen shows it) back to the ticket's
 * check-in code, and fetches its .wasm from the address it is given (here a small server of the
 * test's own, as a door fetches the build's file), never from the package's CDN.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { toString as qrSvg } from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ticketQrOf } from '../../../server/checkin/mailQr';
import { checkInCode } from '../../../server/checkin/code';
import { testConfig } from '../../../server/config';
import { readCheckInCode, TICKET_QR } from '../../../src/domain/checkIn';
import { fallbackDetector, readerOverrides } from '../../../src/features/check-in/qrFallback';

/** The package's own file (the app's is the build's copy of it, its address from vite). */
const WASM = readFileSync(resolve('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'));
const asked: string[] = [];
let server: Server;
let wasmUrl: string;
/** Node has no DOM geometry: the detector only makes each code's bounding box with it. */
class NodeRect {
  constructor(
    readonly x = 0,
    readonly y = 0,
    readonly width = 0,
    readonly height = 0,
  ) {}
}
beforeAll(async () => {
  vi.stubGlobal('DOMRectReadOnly', NodeRect);
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/wasm', 'Access-Control-Allow-Origin': '*' }).end(WASM);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  wasmUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/zxing_reader-test.wasm`;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((done) => server.close(done));
});
const config = testConfig({ live: { pageTokenSecret: 'qr-fallback-test-secret' } });
const PROJECT = 'proj-hybrid-summit';
const REGISTRATION = 'demoRegistrationHybrid01';

async function decode(image: Uint8Array) {
  const Detector = await fallbackDetector(wasmUrl);
  const found = await new Detector({ formats: ['qr_code'] }).detect(
    new Blob([new Uint8Array(image)], { type: 'image/png' }),
  );
  return found.map((code) => code.rawValue);
}

describe("the door's QR reader without BarcodeDetector", () => {
  const code = checkInCode(config, PROJECT, REGISTRATION);

  it("reads the mail's PNG of a ticket back to its check-in code", async () => {
    const png = await ticketQrOf(config)({
      projectId: PROJECT,
      registrationId: REGISTRATION,
      text: `Your ticket: https://example.org/hybrid-summit/${REGISTRATION}/ticket`,
    });
    expect(png).toBeDefined();
    const [read] = await decode(png!);
    expect(read).toBe(code);
    expect(readCheckInCode(read!)).toBe(code);
  });

  it("reads the ticket page's SVG as a screen shows it", async () => {
    const svg = await qrSvg(code, { type: 'svg', ...TICKET_QR });
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: 360 } }).render().asPng();
    expect(await decode(png)).toEqual([code]);
    expect(asked).toEqual(['/assets/zxing_reader-test.wasm']);
  });

  it("takes its .wasm from the address it is given, whatever the package's default", () => {
    const { locateFile } = readerOverrides('/assets/zxing_reader-abc.wasm');
    expect(locateFile('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/zxing-wasm@3.1.3/dist/reader/')).toBe(
      '/assets/zxing_reader-abc.wasm',
    );
    expect(locateFile('other.data', '/base/')).toBe('/base/other.data');
  });
});
