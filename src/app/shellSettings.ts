/**
 * The deployment's settings for a page the server did not send (issue 44): the installed app's
 * cached shell, or the development server's index.html. Loaded before the first render, from
 * the server or, offline, the copy the service worker keeps. A page the server sent carries them
 * (src/config.ts) and asks nothing.
 */
import { applyDeploymentSettings, config, hasDocumentSettings } from '../config';
import { withoutProviders } from '../contract/deploymentSettings';

export async function loadShellSettings(): Promise<void> {
  if (hasDocumentSettings) return;
  try {
    const { fetchDeploymentSettings } = await import('../api/deploymentSettings');
    applyDeploymentSettings(await fetchDeploymentSettings());
  } catch (error) {
    // Unknown, the page offers no third party rather than the demo's stand-ins, which a
    // production server does not have.
    console.warn('Deployment settings not loaded; third-party features stay off', error);
    applyDeploymentSettings(withoutProviders(config));
  }
}
