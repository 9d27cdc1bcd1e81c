/**
 * The video-meeting widget (spec 2 sections 2 and 7), shown when the controller's mode is
 * meeting: a signed token from `POST /api/jitsi-jwt` (moderator flag from event.moderator), then
 * the meeting's external API script of the configured domain. It starts with audio muted, video
 * on, no prejoin page, no subject and no timer.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { liveApi } from '../../api/live';
import { usePageToken } from '../../project/pageToken';
import { useShell } from '../../project/shellContext';

interface JitsiApi {
  dispose(): void;
}
type JitsiConstructor = new (domain: string, options: Record<string, unknown>) => JitsiApi;

function loadMeetingScript(domain: string): Promise<JitsiConstructor> {
  const found = () => (window as unknown as { JitsiMeetExternalAPI?: JitsiConstructor }).JitsiMeetExternalAPI;
  const existing = found();
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${window.location.protocol}//${domain}/external_api.js`;
    script.async = true;
    script.onload = () => {
      const api = found();
      if (api) resolve(api);
      else reject(new Error('meeting API missing'));
    };
    script.onerror = () => reject(new Error('meeting script failed'));
    document.head.append(script);
  });
}

/** `domain`: where the meeting's script loads from (domain/live.ts meetingDomain). */
export function MeetingWidget({ roomName, domain }: { roomName: string; domain: string }) {
  const { project, eventId, registrationId, registration } = useShell();
  const { pageToken, refused } = usePageToken();
  const parent = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const email = registration?.email ?? '';
  const displayName = [registration?.first_name, registration?.last_name].filter(Boolean).join(' ');
  const moderator = Boolean(project.event.moderator);

  useEffect(() => {
    let meeting: JitsiApi | undefined;
    let stopped = false;
    setFailed(false);
    Promise.all([
      liveApi.jitsiJwt({
        registration_id: registrationId ?? '',
        event_id: project.event._id || eventId,
        email,
        moderator,
        pageToken,
      }),
      loadMeetingScript(domain),
    ])
      .then(([{ jwt }, JitsiMeetExternalAPI]) => {
        if (stopped || !parent.current) return;
        meeting = new JitsiMeetExternalAPI(domain, {
          roomName,
          jwt,
          parentNode: parent.current,
          width: '100%',
          height: '100%',
          userInfo: { displayName, email },
          configOverwrite: {
            startWithAudioMuted: true,
            startWithVideoMuted: false,
            prejoinPageEnabled: false,
            prejoinConfig: { enabled: false },
            hideConferenceSubject: true,
            hideConferenceTimer: true,
            subject: ' ',
          },
          interfaceConfigOverwrite: { SHOW_CHROME_EXTENSION_BANNER: false },
        });
      })
      .catch((error) => {
        if (!stopped && refused(error)) return;
        console.error('The video meeting could not start', error);
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      meeting?.dispose();
    };
  }, [roomName, domain, registrationId, eventId, project.event._id, email, displayName, moderator, pageToken, refused]);

  return (
    <div className="live-meeting" data-testid="live-meeting">
      <div ref={parent} className="live-meeting-frame" />
      {failed && (
        <p role="alert" className="live-meeting-failed">
          <Trans>The video meeting could not start. Please reload the page.</Trans>
        </p>
      )}
    </div>
  );
}
