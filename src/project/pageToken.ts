/**
 * The page password's token for a live call (issue 27), and the one reaction to its refusal: a
 * 401 means the token expired or was tampered with, so the page asks for the password again.
 */
import { useCallback } from 'react';
import { ApiError } from '../api/http';
import { useShell } from './shellContext';

export function usePageToken() {
  const { pageToken, pageTokenRejected } = useShell();
  /** True (and the password asked again) when `error` is the server refusing the page token. */
  const refused = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      pageTokenRejected?.();
      return true;
    },
    [pageTokenRejected],
  );
  return { pageToken, refused };
}
