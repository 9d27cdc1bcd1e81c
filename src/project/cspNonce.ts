/**
 * The page's CSP nonce (server/http/appDocument.ts writes it into `<meta property="csp-nonce">`).
 * The server's Content-Security-Policy admits only scripts and style elements that carry it, so
 * every tag the app inserts itself (the organiser's customScript and customStyle, the scroll
 * lock's style of radix dialogs through get-nonce) gets it. The DOM hides a nonce attribute's
 * value after parsing; the `nonce` property still holds it.
 */
import { setNonce } from 'get-nonce';

export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  // The dev server leaves the build's placeholder in place (and sends no policy).
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}

/** Gives the nonce to libraries that insert style elements (react-style-singleton reads get-nonce). */
export function shareCspNonce(): void {
  const nonce = cspNonce();
  if (nonce) setNonce(nonce);
}
