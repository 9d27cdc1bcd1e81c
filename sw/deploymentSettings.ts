/**
 * The deployment's settings in the worker (issue 44). Kept from the install on, like project
 * data (routes.ts), so the cached shell finds them offline even when every page the visitor saw
 * was server-rendered with its own copy. The outbox replay sends through src/api, whose API
 * prefixes are among them: it applies the kept settings first.
 */
import * as v from 'valibot';
import { applyDeploymentSettings } from '../src/config';
import { DEPLOYMENT_SETTINGS_PATH, DeploymentSettingsSchema } from '../src/contract/deploymentSettings';
import { projectDataStrategy } from './projectData';

declare const self: ServiceWorkerGlobalScope;

const settingsRequest = () => new Request(new URL(DEPLOYMENT_SETTINGS_PATH, self.location.origin).href);

/** The network's settings within 3 s, else the kept ones; unchanged when neither answers. */
export async function applyKeptSettings(event: ExtendableEvent): Promise<void> {
  try {
    const response = await projectDataStrategy.handle({ event, request: settingsRequest() });
    const parsed = v.safeParse(DeploymentSettingsSchema, await response.json());
    if (parsed.success) applyDeploymentSettings(parsed.output);
  } catch (error) {
    console.warn('[sw] deployment settings not known', error);
  }
}

export function setupDeploymentSettings(): void {
  // A failed fetch does not fail the install: the shell asks again when it opens.
  self.addEventListener('install', (event) => event.waitUntil(applyKeptSettings(event)));
}
