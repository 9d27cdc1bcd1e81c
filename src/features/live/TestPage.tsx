/**
 * /{event_id}/test-page: the audio and video test (spec 2 sections 2 and 9): the sample stream,
 * help text, and the browser and operating-system minimums and recommendations.
 */
import { Trans } from '@lingui/react/macro';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { LivePlayer } from './LivePlayer';
import './live.css';

const BROWSERS: [string, string, string][] = [
  ['Chrome', '77', '88'],
  ['Firefox', '68', '85'],
  ['Edge', '77', '88'],
  ['Safari', '12', '14'],
  ['iOS', '10', '14'],
  ['Android Chrome', '', '88'],
];
const SYSTEMS: [string, string, string][] = [
  ['Windows', '7 SP1', '10 64 bit'],
  ['Android', '8.0', '10'],
  ['macOS', '10.11', '10.14'],
  ['iOS', '10', '12'],
];

function Requirements({ rows, caption }: { rows: [string, string, string][]; caption: React.ReactNode }) {
  return (
    <table className="requirements">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Name</Trans>
          </th>
          <th scope="col">
            <Trans>Minimum</Trans>
          </th>
          <th scope="col">
            <Trans>Recommended</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, minimum, recommended]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{minimum || '–'}</td>
            <td>{recommended}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function TestPage() {
  const { project } = useShell();
  return (
    <DesktopLayout>
      <div className="test-page" data-testid="test-page">
        <section className="card">
          <h1>
            <Trans>Audio and video test</Trans>
          </h1>
          <p className="muted">{project.eventTitle}</p>
          <LivePlayer onAirAt={null} />
          <p>
            <Trans>You should see a moving test picture. Press the Unmute button to hear the test tone.</Trans>
          </p>
          <p>
            <Trans>
              No picture or sound? Reload the page, turn up your volume, close other programs that use a lot of
              bandwidth and try another browser. A company network may block video: ask your IT department or try
              another network.
            </Trans>
          </p>
          <p>
            <Trans>Recommended download speed: 10 Mbps.</Trans>
          </p>
        </section>
        <section className="card">
          <h2>
            <Trans>Supported browsers and systems</Trans>
          </h2>
          <Requirements rows={BROWSERS} caption={<Trans>Browsers</Trans>} />
          <Requirements rows={SYSTEMS} caption={<Trans>Operating systems</Trans>} />
        </section>
      </div>
    </DesktopLayout>
  );
}
