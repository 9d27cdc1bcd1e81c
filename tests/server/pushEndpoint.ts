/**
 * A push service stand-in on loopback for the push tests (issue 34): keeps every message it gets,
 * answers 201 (or `status` for a path), and decrypts a message the way a browser does (RFC 8291,
 * `aes128gcm` of RFC 8188) with the subscription's keys the test made (node:crypto ECDH P-256).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function pushService(port: number, statusOf: (path: string) => number = () => 201) {
  const received: Received[] = [];
  let server: Server | undefined;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    listen: () =>
      new Promise<void>((resolve) => {
        server = createServer((req, res) => {
          const chunks: Buffer[] = [];
          req.on('data', (c: Buffer) => chunks.push(c));
          req.on('end', () => {
            received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
            res.writeHead(statusOf(req.url ?? '')).end();
          });
        }).listen(port, '127.0.0.1', () => resolve());
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server?.close(() => resolve());
        server = undefined;
      }),
  };
}

/** A browser's subscription keys: the P-256 key pair and the 16-byte auth secret. */
export function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of one aes128gcm record. */
export function decryptPush(body: Buffer, keys: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}
