/**
 * The dynamic page's header: logo, an anchor button per block tab title (blocks nested in
 * columns included) and the register button. Anchors scroll the block to 80 px below the top.
 * On a phone the anchors do not fit one row: a "Sections" button opens them as a list instead.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { Block } from '../../contract';
import { anchorScrollTop, anchorTabs, blockElementId } from '../../domain/blocks';
import { useShell } from '../../project/shellContext';
import { prefersReducedMotion } from './useReducedMotion';

export type RegisterAction = { href: string } | { onClick: () => void };

export function scrollToBlock(id: string): void {
  const element = document.getElementById(blockElementId(id));
  if (!element) return;
  const top = anchorScrollTop(element.getBoundingClientRect().top, window.scrollY);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

export function PageHeader({ blocks, register }: { blocks: readonly Block[]; register?: RegisterAction }) {
  const { project } = useShell();
  const { t } = useLingui();
  const tabs = anchorTabs(blocks);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const go = (id: string) => {
    setOpen(false);
    scrollToBlock(id);
  };
  return (
    <header className="dynamic-header">
      {project.style?.logoUrl ? (
        <img className="dynamic-logo" src={project.style.logoUrl} alt={project.companyName} />
      ) : (
        <span className="site-name">{project.companyName}</span>
      )}
      {tabs.length > 0 && (
        <>
          <button
            type="button"
            className="button button-outline dynamic-menu-button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <Trans>Sections</Trans>
          </button>
          <nav id={listId} className="dynamic-anchors" data-open={open || undefined} aria-label={t`Page sections`}>
            {tabs.map((tab) => (
              <button key={tab.id} type="button" className="dynamic-anchor" onClick={() => go(tab.id)}>
                {tab.title}
              </button>
            ))}
          </nav>
        </>
      )}
      {register &&
        ('href' in register ? (
          <Link className="button button-primary dynamic-register" href={register.href}>
            <Trans>Register</Trans>
          </Link>
        ) : (
          <button
            type="button"
            className="button button-primary dynamic-register"
            onClick={register.onClick}
            aria-haspopup="dialog"
          >
            <Trans>Register</Trans>
          </button>
        ))}
    </header>
  );
}
