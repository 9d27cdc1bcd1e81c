/**
 * The deployment's settings (contract/deploymentSettings.ts), given by the server at run time
 * (issue 44), so one build serves every deployment: read here from the page the server sent,
 * before any other module of the app runs. The installed app's cached shell has none: boot loads
 * them (main.tsx, applyDeploymentSettings) before its first render. Until then, and in unit
 * tests, the demo's settings (every prefix on this origin, the /dev stand-ins).
 *
 * Read its values where they are used (at render or call time), never into a module's constant:
 * the shell's settings arrive after the modules have run. The service worker's outbox replay
 * sends through src/api too: it applies the settings it keeps (sw/deploymentSettings.ts).
 */
import * as v from 'valibot';
import {
  DEMO_DEPLOYMENT_SETTINGS,
  DEPLOYMENT_SETTINGS_ID,
  DeploymentSettingsSchema,
  type DeploymentSettings,
} from './contract/deploymentSettings';

/** What is read of a document; the service worker, which bundles this module too, has none. */
interface SettingsSource {
  getElementById(id: string): { textContent: string | null } | null;
}

/**
 * The settings element the server writes into every page, or null (the shell, a test, the worker,
 * the server's renderer).
 */
export function readDocumentSettings(
  doc = (globalThis as { document?: SettingsSource }).document,
): DeploymentSettings | null {
  const text = doc?.getElementById(DEPLOYMENT_SETTINGS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = v.safeParse(DeploymentSettingsSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

const fromDocument = readDocumentSettings();

/** True when the page came with its settings (a page the server sent, not the cached shell). */
export const hasDocumentSettings = fromDocument !== null;

/** One object for the app's lifetime: applying settings changes its fields, never the object. */
export const config: DeploymentSettings = { ...(fromDocument ?? DEMO_DEPLOYMENT_SETTINGS) };

/** Boot (the shell's settings) and the server's renderer (the process's settings) apply them here. */
export function applyDeploymentSettings(settings: DeploymentSettings): void {
  Object.assign(config, settings);
}

/**
 * A sign-in provider's settings. Only reached when the page offered that sign-in
 * (domain/formLayout.ts); an old link to its page on a deployment without it fails here.
 */
/** The live director's address, from its library's: `/live-director/library.js` -> `/live-director`. */
export const liveDirectorBase = (libraryUrl = config.live.libraryUrl) => libraryUrl.replace(/\/[^/]*$/, '');

export function signInProvider<K extends 'linkedin' | 'publisher'>(name: K): NonNullable<DeploymentSettings[K]> {
  const settings = config[name];
  if (!settings) throw new Error(`${name} sign-in is off on this deployment`);
  return settings as NonNullable<DeploymentSettings[K]>;
}
