/**
 * Each event's web-app manifest and its rendered icons, kept in memory beside the project they
 * come from (issue 28). They are keyed by the cached project object itself: the app cache
 * (appCache.ts) replaces that object whenever the project changes, in this process or another
 * (the change feed), so the old manifest and icons go with it, and the next request builds them
 * from the new project. Rendering runs once per project; a failed logo falls back to the app's
 * own icons, and that outcome is kept too (until the project changes).
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { LocaleSchema, PwaStyleSchema, StyleSchema } from '../../src/contract/index.ts';
import {
  APP_ICONS,
  eventManifest,
  ICON_SIZES,
  ICON_VARIANTS,
  iconPath,
  manifestColors,
  type IconVariant,
  type ManifestIcon,
} from '../../src/domain/appManifest.ts';
import { readLogo, renderIcon } from '../services/appIcons.ts';
import { projectLogoUrl, type StoredProject } from '../db/projects.ts';

const ManifestFieldsSchema = v.object({
  eventTitle: v.string(),
  language: LocaleSchema,
  style: v.optional(StyleSchema),
  pwaStyle: v.optional(PwaStyleSchema),
});

interface Rendered {
  version: string;
  icons: Map<IconVariant, Buffer>;
}
export interface ManifestAnswer {
  json: string;
  etag: string;
}

interface Entry {
  icons: Promise<Rendered | undefined>;
  manifests: Map<string, ManifestAnswer>;
}

const etagOf = (bytes: string | Buffer) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

export function createAppManifests(mediaDir: string) {
  const entries = new WeakMap<StoredProject, Entry>();

  async function render(project: StoredProject, theme: string): Promise<Rendered | undefined> {
    const logo = await readLogo(projectLogoUrl(project), mediaDir);
    if (!logo) return undefined;
    const icons = new Map<IconVariant, Buffer>();
    for (const variant of ICON_VARIANTS) {
      const png = renderIcon(logo, variant, theme);
      if (!png) return undefined; // all or none: a half-branded set looks broken on a home screen
      icons.set(variant, png);
    }
    // The icon URLs carry their content's hash: a launcher that kept an old icon fetches the new one.
    const version = createHash('sha1')
      .update(Buffer.concat([...icons.values()]))
      .digest('base64url')
      .slice(0, 12);
    return { version, icons };
  }

  function entryOf(project: StoredProject): Entry {
    let entry = entries.get(project);
    if (!entry) {
      const fields = v.safeParse(ManifestFieldsSchema, project.doc);
      const theme = fields.success ? manifestColors(fields.output).theme : manifestColors({}).theme;
      entry = { icons: render(project, theme), manifests: new Map() };
      entries.set(project, entry);
    }
    return entry;
  }

  return {
    /** The manifest of `eventId` (an event of `project`), or undefined when the project lacks a title. */
    async manifest(project: StoredProject, eventId: string): Promise<ManifestAnswer | undefined> {
      const entry = entryOf(project);
      const known = entry.manifests.get(eventId);
      if (known) return known;
      const fields = v.safeParse(ManifestFieldsSchema, project.doc);
      if (!fields.success) return undefined;
      const rendered = await entry.icons;
      const icons: ManifestIcon[] = rendered
        ? ICON_VARIANTS.map((variant) => {
            const { size, purpose } = ICON_SIZES[variant];
            return {
              src: iconPath(eventId, variant, rendered.version),
              sizes: `${size}x${size}`,
              type: 'image/png',
              purpose,
            };
          })
        : APP_ICONS;
      const json = JSON.stringify(eventManifest(eventId, fields.output, icons));
      const answer = { json, etag: etagOf(json) };
      entry.manifests.set(eventId, answer);
      return answer;
    },

    /** A rendered icon of the project, or undefined when its logo could not be used. */
    async icon(project: StoredProject, variant: IconVariant): Promise<{ png: Buffer; etag: string } | undefined> {
      const rendered = await entryOf(project).icons;
      const png = rendered?.icons.get(variant);
      return rendered && png ? { png, etag: `"${rendered.version}-${variant}"` } : undefined;
    },
  };
}

export type AppManifests = ReturnType<typeof createAppManifests>;
