/** The preview's settings from the server (ADMIN_ORIGIN), falling back to the build's default. */
import { config } from '../config';
import { PreviewSettingsSchema, type PreviewSettings } from '../contract/preview';
import { request } from './http';

let settings: Promise<PreviewSettings> | undefined;

export function getPreviewSettings(): Promise<PreviewSettings> {
  settings ??= request(`${config.api}/preview-settings`, PreviewSettingsSchema).catch((error: unknown) => {
    console.warn('Preview settings not loaded; using the build default admin origin', error);
    settings = undefined;
    return { adminOrigin: config.adminOrigin };
  });
  return settings;
}
