/**
 * When a page view is recorded (spec 1 sections 2 and 6, spec 1 section 7 analytics): never in
 * preview mode, never when this browser opted out (local storage ignoreStatActions = '1'), and
 * the registration-page view never on the confirmation route.
 */
export interface PageViewContext {
  /** The current path (location pathname). */
  path: string;
  /** The previewMode query value, if any. */
  previewMode: string | null | undefined;
  /** Local storage ignoreStatActions. */
  ignoreStatActions: string | null | undefined;
}

export function isConfirmationPath(path: string): boolean {
  return /\/registration-confirmation\/?$/.test(path);
}

export function shouldRecordPageView(context: PageViewContext): boolean {
  if (context.previewMode) return false;
  if (context.ignoreStatActions === '1') return false;
  return !isConfirmationPath(context.path);
}

/** The analytics key of a project: `{projectId}-pwa` for visitors who see the web-app look. */
export function analyticsProjectKey(projectId: string, pwaLook: boolean): string {
  return pwaLook ? `${projectId}-pwa` : projectId;
}
