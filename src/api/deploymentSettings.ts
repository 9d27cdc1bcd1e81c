/** The deployment's settings as a document of their own (issue 44): for the cached shell, which carries none. */
import {
  DEPLOYMENT_SETTINGS_PATH,
  DeploymentSettingsSchema,
  type DeploymentSettings,
} from '../contract/deploymentSettings';
import { request } from './http';

/** On the page's own origin, whatever the API prefixes: they are among the settings. */
export const fetchDeploymentSettings = (): Promise<DeploymentSettings> =>
  request(DEPLOYMENT_SETTINGS_PATH, DeploymentSettingsSchema);
