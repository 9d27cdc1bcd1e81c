/**
 * `/{eventId}/app`, the installed app's start_url. Boot has already swapped the address for the
 * known personal page when there is one (pwa/launch.ts); arriving here within the app, the same
 * look-up runs. Without a known link: the event's own page, which names it and offers
 * registration and log-in (an installed app that opened on an unbranded "no events" page left
 * the visitor nowhere to go).
 */
import { useEffect, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { paths } from '../../domain/paths';
import { latestLinkFor } from '../../state/knownLinks';
import { Loader } from '../../ui/Loader';

export default function LaunchPage() {
  const { eventId = '' } = useParams<{ eventId: string }>();
  const [target, setTarget] = useState<string | null>();
  useEffect(() => {
    let current = true;
    void latestLinkFor(eventId).then((link) => {
      if (current) setTarget(link?.path ?? null);
    });
    return () => {
      current = false;
    };
  }, [eventId]);
  if (target === undefined) return <Loader />;
  return <Redirect to={target ?? paths.landing(eventId)} replace />;
}
