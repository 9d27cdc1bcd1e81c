/**
 * The organiser's live preview (API-PATHS.md, server/README.md): the messages between the admin
 * window and /{event_id}/preview-dynamic-blocks, and the server's preview settings.
 */
import * as v from 'valibot';
import { BlockSchema } from './project';

/** In, from the admin origin only: the blocks replace the page's blocks. */
export const UpdateBlocksMessageSchema = v.object({
  type: v.literal('updateBlocks'),
  blocks: v.array(BlockSchema),
});

/** Out, to the parent window, after loading and after each update. */
export interface BlocksLoadedMessage {
  type: 'blocksLoaded';
  components: { id: string; offsetHeight: number; level: number }[];
  scrollHeight: number;
}

/** GET /api/preview-settings: the admin origin the server is configured with (ADMIN_ORIGIN). */
export const PreviewSettingsSchema = v.object({ adminOrigin: v.string() });
export type PreviewSettings = v.InferOutput<typeof PreviewSettingsSchema>;
