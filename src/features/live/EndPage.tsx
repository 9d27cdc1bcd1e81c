/**
 * The end page in the desktop layout (spec 2 section 2), with its footer; the sidebar (content,
 * handouts, chat) appears on a phone or when the controller shows the chat.
 */
import { Trans } from '@lingui/react/macro';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useIsMobile } from '../../project/layoutAtoms';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { SafeHtml } from '../../ui/SafeHtml';
import { EndContent } from './EndContent';
import './live.css';

export default function EndPage() {
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const mobile = useIsMobile();
  const sidebar = mobile || Boolean(live?.visible.chat);
  const aside = sidebar ? (
    <section className="card" data-testid="end-sidebar">
      <h2><Trans>Content</Trans></h2>
      <SafeHtml html={project.event.livePageContent} />
      {live?.visible.chat && <p className="muted"><Trans>The chat stays open for a while after the broadcast.</Trans></p>}
    </section>
  ) : undefined;
  return (
    <DesktopLayout aside={aside}>
      <EndContent pwaUser={false} />
    </DesktopLayout>
  );
}
