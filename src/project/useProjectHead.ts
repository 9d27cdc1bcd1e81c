/**
 * The document follows the project: title (event title plus company name), favicon, theme
 * variables, and the organiser's own customStyle and customScript (the only organiser code
 * injected as such; everything else organiser-supplied is sanitized HTML).
 */
import { useEffect } from 'react';
import { pageTitle, themeVariables } from '../domain/theme';
import type { Shell } from './shellContext';
import { loadFont } from '../ui/fonts';
import { cspNonce } from './cspNonce';

const DEFAULT_FAVICON = '/favicon.svg';

function setFavicon(href: string) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

export function useProjectHead(shell: Shell | null) {
  const project = shell?.project;
  const pwaLook = shell?.pwaLook ?? false;

  useEffect(() => {
    if (!project) return;
    document.title = pageTitle(project.eventTitle, project.companyName);
    setFavicon(project.style?.faviconUrl || DEFAULT_FAVICON);
  }, [project]);

  // The theme's variables on <html>, written only where they differ from what is there: any write
  // to the root's inline style makes the browser recompute every element's style (the variables
  // inherit), and a server-rendered page already carries them (server/ssr/renderedPage.ts). A new
  // project object with the same theme (the refresh after hydration) writes nothing.
  const vars = project ? JSON.stringify(themeVariables(project, pwaLook)) : '';
  const look = pwaLook ? 'pwa' : 'desktop';
  useEffect(() => {
    if (!vars) return;
    const root = document.documentElement;
    const wanted = JSON.parse(vars) as Record<string, string>;
    for (const [name, value] of Object.entries(wanted))
      if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
    if (root.dataset.look !== look) root.dataset.look = look;
    return () => {
      for (const name of Object.keys(wanted)) root.style.removeProperty(name);
    };
  }, [vars, look]);

  const fontFamily = project ? (project.style?.fontFamily ?? 'archivo') : undefined;
  const customFontUrl = project?.style?.customFontUrl;
  useEffect(() => {
    if (fontFamily) void loadFont(fontFamily, customFontUrl);
  }, [fontFamily, customFontUrl]);

  useEffect(() => {
    if (!project?.customStyle) return;
    const style = document.createElement('style');
    style.dataset.source = 'project-custom-style';
    // The page's CSP admits inline code by this nonce only (server/http/securityHeaders.ts).
    style.nonce = cspNonce() ?? '';
    style.textContent = project.customStyle;
    document.head.appendChild(style);
    return () => style.remove();
  }, [project?.customStyle]);

  useEffect(() => {
    if (!project?.customScript) return;
    const script = document.createElement('script');
    script.dataset.source = 'project-custom-script';
    script.nonce = cspNonce() ?? '';
    script.textContent = project.customScript;
    document.body.appendChild(script);
    return () => script.remove();
  }, [project?.customScript]);
}
