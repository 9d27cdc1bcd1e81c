/**
 * The demo's door (issue 49): a door token of hybrid-summit known in advance, so the demo's start
 * lines and the README can link the door page (`/hybrid-summit/check-in?door=...`) and a reviewer
 * can check Ada's ticket in. Inserted when absent: an organiser who revoked it keeps it revoked.
 * Demo data only, like the demo's personal links.
 */
import type { Db } from '../db/client.ts';
import { doorTokens } from '../db/schema.ts';
import { doorTokenHash } from '../checkin/doors.ts';

export const DEMO_DOOR_TOKEN = 'demoDoorHybridSummit000000000001';

export async function seedDemoDoor(tx: Db, now: Date): Promise<void> {
  await tx
    .insert(doorTokens)
    .values({
      id: 'door-demo-hybrid-summit',
      projectId: 'proj-hybrid-summit',
      name: 'Demo door',
      tokenHash: doorTokenHash(DEMO_DOOR_TOKEN),
      createdAt: now,
    })
    .onConflictDoNothing();
}
