/** The live sidebar's text tabs: live content, program, custom tab and handouts. */
import { Trans } from '@lingui/react/macro';
import { useShell } from '../../../project/shellContext';
import { SafeHtml } from '../../../ui/SafeHtml';
import { HandoutList } from '../../event-info/HandoutList';
import { ProgramList } from '../../event-info/ProgramAndSpeakers';
import { TabIcon } from '../tabIcons';

/** The event's livePageContent (spec 2 section 3); the buttons stay under the player. */
export function LiveContentPanel() {
  const { project } = useShell();
  const html = project.event.livePageContent;
  if (!html)
    return (
      <p className="muted">
        <Trans>Welcome to the live broadcast.</Trans>
      </p>
    );
  return <SafeHtml html={html} />;
}

export function ProgramPanel() {
  const { project } = useShell();
  return <ProgramList project={project} />;
}

/** The organiser's own tab: title, icon and body (customTab). */
export function CustomPanel() {
  const { project } = useShell();
  const tab = project.customTab;
  return (
    <>
      <h2 className="live-tab-heading">
        <TabIcon name={tab?.icon || 'custom'} size={20} /> {tab?.title}
      </h2>
      <SafeHtml html={tab?.bodyText} />
    </>
  );
}

/** Handouts with the confirmation dialog (the live page is the desktop look, never a web-app user's). */
export function HandoutPanel({ confirm }: { confirm: boolean }) {
  const { project } = useShell();
  return (
    <>
      <SafeHtml html={project.event.livePageHandoutText} />
      <HandoutList handouts={project.event.handouts} confirm={confirm} />
    </>
  );
}
