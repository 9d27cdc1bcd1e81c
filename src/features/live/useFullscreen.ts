/**
 * Fullscreen of the live page (spec 2 section 2): it follows the browser's own fullscreen state
 * and, on a phone, the orientation (portrait enters, landscape leaves). When the browser refuses
 * (no user gesture, iOS), a forced fullscreen (the page covering the viewport) is used instead.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { fullscreenForOrientation } from '../../domain/live';

export type FullscreenMode = 'off' | 'native' | 'forced';

export function useFullscreen(target: RefObject<HTMLElement | null>, followOrientation: boolean) {
  const [mode, setMode] = useState<FullscreenMode>('off');

  const enter = useCallback(async () => {
    const element = target.current;
    try {
      if (!element?.requestFullscreen) throw new Error('no fullscreen API');
      await element.requestFullscreen();
      setMode('native');
    } catch {
      setMode('forced');
    }
  }, [target]);

  const leave = useCallback(() => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    setMode('off');
  }, []);

  // The external state: Esc, the browser's own controls.
  useEffect(() => {
    const sync = () =>
      setMode((current) => (document.fullscreenElement ? 'native' : current === 'native' ? 'off' : current));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  useEffect(() => {
    if (!followOrientation || typeof screen === 'undefined' || !screen.orientation) return;
    const follow = () => {
      const wanted = fullscreenForOrientation(
        screen.orientation.type.startsWith('portrait') ? 'portrait' : 'landscape',
      );
      if (wanted) void enter();
      else leave();
    };
    screen.orientation.addEventListener('change', follow);
    return () => screen.orientation.removeEventListener('change', follow);
  }, [followOrientation, enter, leave]);

  return { mode, enter, leave, active: mode !== 'off' };
}
