/** The desktop layout: header with logo and title, the page, and a footer with support links. */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { OfflineStatus } from './OfflineStatus';
import { safeUrl } from '../domain/safeValues';
import { useShell } from './shellContext';

export function DesktopLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { project } = useShell();
  return (
    <div className="desktop-layout" data-layout="desktop">
      <header className="site-header">
        {project.style?.logoUrl ? (
          <img className="site-logo" src={project.style.logoUrl} alt={project.companyName} />
        ) : (
          <span className="site-name">{project.companyName}</span>
        )}
        <OfflineStatus />
      </header>
      <div className={aside ? 'page-grid with-aside' : 'page-grid'}>
        <main id="main" className="page-main">
          {children}
        </main>
        {aside && <aside className="page-aside">{aside}</aside>}
      </div>
      <SiteFooter />
    </div>
  );
}

/** The footer: support and privacy links, and the sponsors' footer logo when the project has one (END-04). */
export function SiteFooter() {
  const { project } = useShell();
  const sponsorsLogo = safeUrl(project.sponsorsFooterLogo?.url);
  return (
    <footer className="site-footer">
      <a href="#support">
        <Trans>Support</Trans>
      </a>
      <a href="#privacy-policy">
        <Trans>Privacy policy</Trans>
      </a>
      {sponsorsLogo && (
        // Sized here: the global img rule would otherwise give a wide logo its natural width.
        <img
          className="site-footer-sponsors"
          src={sponsorsLogo}
          alt=""
          loading="lazy"
          data-testid="footer-sponsors-logo"
          style={{ height: 32, width: 'auto', maxWidth: '40vw', alignSelf: 'center' }}
        />
      )}
    </footer>
  );
}
