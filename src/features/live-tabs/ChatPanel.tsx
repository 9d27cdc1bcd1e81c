/**
 * The chat tab (spec 2 sections 3, 6, 7): the event's chat kind embedded in a frame, with the
 * visitor's nickname and e-mail (a preview nickname in the organiser's preview) and, for the
 * website kind, the locale. By default it is the reference server's stand-in (/dev/chat), so
 * nothing loads from a third-party host unless the deployment configures one.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { config } from '../../config';
import { chatEmbedUrl } from '../../domain/chat';
import { useShell } from '../../project/shellContext';
import './chat.css';

export default function ChatPanel() {
  const { i18n, t } = useLingui();
  const { project, registration, previewMode } = useShell();
  const src = chatEmbedUrl(
    project.event,
    {
      previewMode,
      previewNickname: t`Preview`,
      firstName: registration?.first_name,
      lastName: registration?.last_name,
      email: registration?.email,
      locale: i18n.locale,
    },
    config.chat,
  );
  if (!src)
    return (
      <p className="muted">
        <Trans>There is no chat for this event.</Trans>
      </p>
    );
  return <iframe className="live-chat-frame" src={src} title={t`Chat`} data-testid="live-chat" />;
}
