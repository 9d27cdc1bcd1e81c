/**
 * /{event_id}/registration and /{company_id}/registration-company (spec 1 section 2): desktop
 * two columns, mobile with an info dialog, or the dynamic page with the form in a side panel.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useIsMobile } from '../../project/layoutAtoms';
import { SiteFooter } from '../../project/DesktopLayout';
import { OfflineStatus } from '../../project/OfflineStatus';
import { useShell } from '../../project/shellContext';
import type { Project } from '../../contract';
import { linkedinSignInOffered, registrationLayout, usesDynamicPage } from '../../domain/formLayout';
import { config } from '../../config';
import { LazyDialog } from '../../ui/LazyDialog';
import { usePageView } from './analytics';
import { EventInfo } from './EventInfo';
import { FormPanel, LinkedinButton } from './FormPanel';
import { firstOutboxRead } from './useEarlierRegistration';
import { prepareSessionChoice } from './rareParts';
import { preloadable } from '../../ui/preloadable';
import './registration.css';

// Only the dynamic page has the side panel (a radix Dialog): other layouts never download it.
const SidePanel = preloadable(() => import('./SidePanel').then((m) => m.SidePanel));
// The dynamic event page behind the side panel, with the modules of its blocks.
const loadDynamicPage = () => import('../dynamic-blocks/DynamicPage');
const DynamicPage = preloadable(() => loadDynamicPage().then((m) => m.DynamicPage));

/** Before the first paint, beside the project's language and font: what the form shows at once. */
export function prepare(project: Project): Promise<unknown> {
  return Promise.all([
    firstOutboxRead(project.event._id),
    prepareSessionChoice(project),
    linkedinSignInOffered(project.registration.showLinkedin, config) && LinkedinButton.preload(),
    usesDynamicPage(project.dynamicBlocks?.layout, null) && SidePanel.preload(),
    usesDynamicPage(project.dynamicBlocks?.layout, null) && DynamicPage.preload(),
    usesDynamicPage(project.dynamicBlocks?.layout, null) &&
      loadDynamicPage().then((m) => m.prepareDynamicPage(project)),
  ]);
}

export default function RegistrationPage() {
  const shell = useShell();
  const isMobile = useIsMobile();
  usePageView(shell, 'registration-page-view');
  const layout = registrationLayout({
    dynamicLayout: shell.project.dynamicBlocks?.layout,
    previewMode: shell.previewMode,
    isMobile,
  });
  if (layout === 'side-panel') return <DynamicRegistration />;
  return <BasicRegistration isMobile={layout === 'mobile'} />;
}

/**
 * Desktop and mobile share one tree, so crossing the 960 px line (a rotated tablet) keeps what
 * the visitor typed: only the parts around the form change.
 */
function BasicRegistration({ isMobile }: { isMobile: boolean }) {
  const { project } = useShell();
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <div
      className={isMobile ? 'registration-page registration-mobile' : 'registration-page'}
      data-layout={isMobile ? 'registration-mobile' : 'registration-desktop'}
    >
      {isMobile && (
        <header className="registration-mobile-header">
          {project.style?.logoUrl ? (
            <img className="site-logo" src={project.style.logoUrl} alt={project.companyName} />
          ) : (
            <span className="site-name">{project.companyName}</span>
          )}
          <button
            type="button"
            className="button button-outline info-button"
            onClick={() => setInfoOpen(true)}
            aria-haspopup="dialog"
          >
            <Trans>Event info</Trans>
          </button>
        </header>
      )}
      {/* Kept project data says how old it is; waiting requests are counted (issue 13). */}
      <OfflineStatus />
      <div className="registration-columns">
        {!isMobile && (
          <section className="registration-info card" aria-labelledby="registration-info-title">
            <h2 className="visually-hidden" id="registration-info-title">
              <Trans>About the event</Trans>
            </h2>
            <EventInfo />
          </section>
        )}
        <main id="main" className="registration-main card">
          <FormPanel showLogo={!isMobile} />
        </main>
      </div>
      {isMobile && (
        <LazyDialog open={infoOpen} onOpenChange={setInfoOpen} title={project.eventTitle}>
          <EventInfo showTitle={false} />
        </LazyDialog>
      )}
      <SiteFooter />
    </div>
  );
}

function DynamicRegistration() {
  const { project } = useShell();
  const [open, setOpen] = useState(true);
  return (
    <div className="registration-page registration-dynamic" data-layout="registration-side-panel">
      <DynamicPage blocks={project.dynamicBlocks?.blocks ?? []} register={{ onClick: () => setOpen(true) }}>
        <SidePanel open={open} onOpenChange={setOpen}>
          <FormPanel headingLevel={2} />
        </SidePanel>
      </DynamicPage>
    </div>
  );
}
