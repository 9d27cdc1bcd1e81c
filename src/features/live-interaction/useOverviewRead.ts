/**
 * The interaction overview read (GET /live-director/interaction/{broadcast}) for a director that
 * does not push the active items in its state (LiveState `items` absent): read when a panel
 * opens, when the organiser starts another item, and after the stream reconnects. The reference
 * director pushes them, so with it this hook never reads (`enabled` false).
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/http';
import { interactionApi } from '../../api/interaction';
import type { InteractionOverview } from '../../contract';
import { usePageToken } from '../../project/pageToken';

export type OverviewStatus = 'loading' | 'ready' | 'failed';

export function useOverviewRead(broadcast: string, voterId: string | undefined, enabled: boolean, activeIds: string) {
  const [overview, setOverview] = useState<InteractionOverview | null>(null);
  const [status, setStatus] = useState<OverviewStatus>('loading');
  const [reads, setReads] = useState(0);
  const { pageToken, refused } = usePageToken();

  // biome-ignore lint/correctness/useExhaustiveDependencies(activeIds): a new active poll or quiz item is read afresh
  // biome-ignore lint/correctness/useExhaustiveDependencies(reads): reload() asks again
  useEffect(() => {
    // No voter id yet (being issued, voter.ts): the read waits for it, so the own choices come with it.
    if (!enabled || !voterId) return;
    const abort = new AbortController();
    interactionApi.overview(broadcast, voterId, abort.signal, pageToken).then(
      (next) => {
        setOverview(next);
        setStatus('ready');
      },
      (error: unknown) => {
        if (abort.signal.aborted || refused(error)) return;
        console.warn('Polls and quiz not loaded', error);
        // Offline: what was read before stays usable.
        setStatus((s) => (s === 'ready' && error instanceof ApiError && error.isNetwork ? s : 'failed'));
      },
    );
    return () => abort.abort();
  }, [broadcast, voterId, enabled, activeIds, reads, pageToken, refused]);

  return { overview, status, reload: () => setReads((n) => n + 1) };
}
