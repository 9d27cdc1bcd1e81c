/**
 * The screen-reader option (issue 48): each line that becomes final is said politely, once, when
 * the visitor asked for it (a screen reader would otherwise read nothing of the captions, or
 * every revision). A visually hidden live region.
 */
import { useEffect, useRef, useState } from 'react';
import type { CaptionLine } from '../../contract/captions';
import { newlyFinal } from '../../domain/captions';

export function Announcer({ lines, lang }: { lines: readonly CaptionLine[]; lang: string }) {
  const before = useRef(lines);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const fresh = newlyFinal(before.current, lines);
    before.current = lines;
    if (fresh.length) setSaid(fresh.map((line) => line.text).join(' '));
  }, [lines]);
  return (
    <div className="visually-hidden" aria-live="polite" lang={lang} data-testid="captions-announcer">
      {said}
    </div>
  );
}
