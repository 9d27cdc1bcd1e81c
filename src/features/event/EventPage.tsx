/** /{event_id}/{registration_id}: the personal event page in the layout the PWA-look rule chose. */
import { useLayout } from '../../project/layoutAtoms';
import { DesktopEventView } from './DesktopEventView';
import { PwaEventView } from '../pwa-tabs/PwaEventView';
import { PasswordGate } from '../password/PasswordGate';

export default function EventPage() {
  return <PasswordGate>{useLayout() === 'pwa' ? <PwaEventView /> : <DesktopEventView />}</PasswordGate>;
}
