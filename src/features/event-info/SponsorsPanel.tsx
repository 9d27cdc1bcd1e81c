/**
 * The sponsors (the live sponsors tab and the dynamic sponsors block): logo, title, short
 * description, the sponsor's button in its own colour (text black or white, whichever reads), the
 * approval number, and the sponsors' footer logo. A button click is a link click (analytics
 * 'sponsor'); in preview the buttons do not navigate.
 */
import { Trans } from '@lingui/react/macro';
import type { Sponsor } from '../../contract';
import { safeColor, safeUrl } from '../../domain/safeValues';
import { readableTextOn } from '../../domain/theme';
import { recordLinkClick } from '../../project/analytics';
import { useShell } from '../../project/shellContext';

export function SponsorsPanel() {
  const { project } = useShell();
  const footer = safeUrl(project.sponsorsFooterLogo?.url);
  return (
    <>
      <ul className="sponsor-list">
        {(project.sponsors ?? []).map((sponsor) => (
          <SponsorItem key={sponsor.id} sponsor={sponsor} />
        ))}
      </ul>
      {footer && (
        <footer className="sponsors-footer">
          <img className="sponsors-footer-logo" src={footer} alt="" loading="lazy" data-testid="sponsors-footer-logo" />
        </footer>
      )}
    </>
  );
}

function SponsorItem({ sponsor }: { sponsor: Sponsor }) {
  const shell = useShell();
  const href = safeUrl(sponsor.button_url);
  const color = safeColor(sponsor.button_color);
  const style = color ? { background: color, borderColor: color, color: readableTextOn(color) } : undefined;
  const approval = sponsor.approval_number;
  return (
    <li className="sponsor">
      {sponsor.avatar?.url && <img src={sponsor.avatar.url} alt="" width={96} height={48} loading="lazy" />}
      <strong>{sponsor.title}</strong>
      {sponsor.short_description && <p>{sponsor.short_description}</p>}
      {href &&
        sponsor.button_title &&
        (shell.previewMode ? (
          // biome-ignore lint/a11y/useValidAnchor: inert in the preview (no href)
          <a className="button button-primary" style={style} aria-disabled="true" role="link">
            {sponsor.button_title}
          </a>
        ) : (
          <a
            className="button button-primary"
            style={style}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => void recordLinkClick(shell, 'sponsor', { url: href, label: sponsor.button_title })}
          >
            {sponsor.button_title}
          </a>
        ))}
      {approval && (
        <small className="muted sponsor-approval">
          <Trans>Approval number: {approval}</Trans>
        </small>
      )}
    </li>
  );
}
