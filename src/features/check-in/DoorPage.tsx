/**
 * /{event_id}/check-in?door=TOKEN (issue 49): the door page, for staff. It keeps the event's
 * check-in list in this device and answers every scan from it within a moment, online or not;
 * check-ins go to the server as commands, at once or from the outbox when the network is back;
 * other doors' check-ins arrive on the doors' stream while online (useDoorFeed.ts). Conflicts (a
 * ticket this door checked in that another door scanned too) show once both synced.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { DOOR_QUERY } from '../../contract/checkIn';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { CameraScan } from './CameraScan';
import { DoorStatus } from './DoorStatus';
import { LetInButton } from './LetInButton';
import { NameSearch } from './NameSearch';
import { ScannerField } from './ScannerField';
import { ScanResultPanel } from './ScanResultPanel';
import { useDoorFeed } from './useDoorFeed';
import { useDoorList } from './useDoorList';
import { useDoorScans } from './useDoorScans';
import { WalkUpForm } from './WalkUpForm';
import './door.css';

export default function DoorPage() {
  const { project, eventId } = useShell();
  const token = new URLSearchParams(useSearch()).get(DOOR_QUERY) ?? '';
  // The list is read again only as a fallback while the doors' stream is live.
  const [live, setLive] = useState(false);
  const { state, learn, refresh, addEntry } = useDoorList(project._id, token, live);
  const door = state.status === 'ready' ? state.door : undefined;
  const streaming = useDoorFeed({ projectId: project._id, token, door, learn, refresh });
  if (streaming !== live) setLive(streaming);
  const { result, scan, admit, welcome, waiting } = useDoorScans({ projectId: project._id, eventId, door, learn });
  return (
    <DesktopLayout>
      <div className="door-page">
        <header className="card">
          <h1>
            <Trans>Check-in</Trans>
            {door && <span className="door-name"> · {door.list.door.name}</span>}
          </h1>
          <p className="door-event">
            {project.eventTitle}
            {door?.list.room && ` · ${door.list.room.name}`}
          </p>
        </header>
        {state.status === 'loading' && (
          <p role="status">
            <Trans>Loading the check-in list…</Trans>
          </p>
        )}
        {state.status === 'no-token' && (
          <p role="alert" className="card">
            <Trans>This page opens with a door link from the organiser.</Trans>
          </p>
        )}
        {state.status === 'revoked' && (
          <p role="alert" className="card">
            <Trans>
              This door link is no longer valid. The list was removed from this device. Ask the organiser for a new
              link.
            </Trans>
          </p>
        )}
        {state.status === 'no-list' && (
          <p role="alert" className="card">
            <Trans>
              The check-in list could not be loaded. Open this page once with a connection; it then works offline.
            </Trans>
          </p>
        )}
        {door && (
          <>
            <ScanResultPanel
              result={result}
              room={Boolean(door.list.room)}
              letIn={(entry) =>
                !door.list.room && (
                  <LetInButton
                    key={result?.id}
                    projectId={project._id}
                    token={token}
                    entry={entry}
                    onLetIn={(admitted) => {
                      addEntry(admitted);
                      welcome(admitted);
                    }}
                  />
                )
              }
            />
            <div className="card door-scan">
              <ScannerField onScan={(text) => void scan(text)} />
              <CameraScan onScan={(text) => void scan(text)} />
            </div>
            <NameSearch entries={door.list.entries} onAdmit={admit} />
            {/* Walk-ups take a seat at the venue: at the entrance, not at a room's door. */}
            {!door.list.room && (
              <WalkUpForm
                projectId={project._id}
                token={token}
                onRegistered={(entry) => {
                  addEntry(entry);
                  welcome(entry);
                }}
              />
            )}
            <DoorStatus door={door} waiting={waiting} fresh={state.status === 'ready' && state.fresh} live={live} />
          </>
        )}
      </div>
    </DesktopLayout>
  );
}
