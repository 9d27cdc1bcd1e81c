/**
 * The end page in the desktop layout (spec 2 section 2), with its footer; the sidebar (content,
 * handouts, chat) appears on a phone or when the controller shows the chat.
 */
import { Suspense } from 'react';
import { endSidebar } from './endChunks';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useIsMobile } from '../../project/layoutAtoms';
import { endPageChat } from '../../domain/chat';
import { config } from '../../config';
import { useShell } from '../../project/shellContext';
import { useLiveSnapshot } from '../../state/live';
import { EndContent } from './EndContent';
import './live.css';

// Tabs for the content, the handouts and the chat (radix Tabs), only when the sidebar shows.
const EndSidebar = endSidebar.View;

export default function EndPage() {
  const { project } = useShell();
  const { live } = useLiveSnapshot();
  const mobile = useIsMobile();
  const sidebar =
    mobile || endPageChat(project.event, project.endPage?.showCrispChat, Boolean(live?.visible.chat), config.chat);
  const aside = sidebar ? (
    <Suspense fallback={null}>
      <EndSidebar />
    </Suspense>
  ) : undefined;
  return (
    <DesktopLayout aside={aside}>
      <EndContent pwaUser={false} />
    </DesktopLayout>
  );
}
