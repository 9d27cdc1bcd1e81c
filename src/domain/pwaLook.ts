import { isOnSite } from './attendance';

/**
 * When the app shows the installable web-app (PWA) look instead of the desktop layout
 * (spec 1 section 4, spec 2 section 2).
 */
export interface PwaLookInput {
  projectType: string;
  registrationType?: string;
  /** The `pwa` query parameter is present on the current URL. */
  pwaQuery: boolean;
  /** Session storage `pwa` equals `true` (set earlier by a `?pwa` link). */
  pwaSessionFlag: boolean;
  /** on_site_viewer of the loaded registration, if any. */
  onSiteViewer?: number | boolean | null;
  hasRegistration: boolean;
}

export function isPwaLook(input: PwaLookInput): boolean {
  if (input.projectType !== 'hybrid') return false;
  if (input.registrationType === 'open') return input.pwaQuery || input.pwaSessionFlag;
  return input.hasRegistration && isOnSite(input.onSiteViewer);
}
