/**
 * The calendar feed's address for the personal page (issue 43): the feed has a token of its own,
 * asked for once per page (the same token at every ask, so a subscription keeps working). Null
 * until it is known, and while the server cannot be reached (the link is then left out).
 */
import { useEffect, useState } from 'react';
import { calendarFeedApi } from '../../api/calendarFeed';
import { inOwnTask } from '../../hooks/inOwnTask';
import { calendarFeedUrl } from './pushSupport';

export function useCalendarFeed(projectId: string, registrationId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    setUrl(null);
    // Not in the task of the page's first commit (hooks/inOwnTask.ts).
    const cancel = inOwnTask(() =>
      calendarFeedApi
        .token(projectId, registrationId, abort.signal)
        .then(({ token }) => setUrl(calendarFeedUrl(calendarFeedApi.feedUrl(window.location.origin, token))))
        .catch(() => {
          /* offline or refused: no link, nothing else to tell */
        }),
    );
    return () => {
      cancel();
      abort.abort();
    };
  }, [projectId, registrationId]);
  return url;
}
