/**
 * /{event_id}/{registration_id}: the personal event page. The page password first when the
 * project protects its live page, then the broadcast's states (LiveEventView).
 */
import { useShell } from '../../project/shellContext';
import { LivePagePassword } from '../password/LivePagePassword';
import { loadRenderedViews } from '../live/pageChunks';
import { LiveEventView } from './LiveEventView';
import { UnregisteredView } from './UnregisteredView';

/** Before hydrating the server's markup: the chunks of the broadcast views it shows. */
export function prepare(): Promise<unknown> {
  return typeof document === 'undefined' ? Promise.resolve() : loadRenderedViews(document.getElementById('root'));
}

export default function EventPage() {
  const { registration, previewMode } = useShell();
  if (registration?.unregistered && !previewMode) return <UnregisteredView />;
  return (
    <LivePagePassword>
      <LiveEventView />
    </LivePagePassword>
  );
}
