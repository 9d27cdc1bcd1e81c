/**
 * The second live-page variant's first tab (spec 2 section 2): home holds about (the event's live
 * content), the program and the speakers, each under its own heading, the panels the first variant
 * shows as separate tabs.
 */
import { Trans } from '@lingui/react/macro';
import { config } from '../../../config';
import { homeSections } from '../../../domain/liveTabOrder';
import { useShell } from '../../../project/shellContext';
import { LiveContentPanel, ProgramPanel } from './ContentPanels';
import { SpeakersPanel } from './SpeakersPanel';

export function HomePanel() {
  const { project } = useShell();
  const { program, speakers } = homeSections(project, config.chat);
  return (
    <div className="live-tab-home">
      <section aria-labelledby="live-home-about">
        <h2 className="live-tab-heading" id="live-home-about">
          <Trans>About the event</Trans>
        </h2>
        <LiveContentPanel />
      </section>
      {program && (
        <section aria-labelledby="live-home-program">
          <h2 className="live-tab-heading" id="live-home-program">
            <Trans>Program</Trans>
          </h2>
          <ProgramPanel />
        </section>
      )}
      {speakers && (
        <section aria-labelledby="live-home-speakers">
          <h2 className="live-tab-heading" id="live-home-speakers">
            <Trans>Speakers</Trans>
          </h2>
          <SpeakersPanel />
        </section>
      )}
    </div>
  );
}
