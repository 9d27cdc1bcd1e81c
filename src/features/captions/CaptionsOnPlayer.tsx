/**
 * The captions over the video (issue 48): the last two lines of the chosen language in a readable
 * box over the lower part of the player (moved to the top while the poll card holds the lower
 * third, captions.css), and the CC toggle in the player's corner. Shown once the broadcast has
 * captions; the visitor's choice of on or off, size and contrast is remembered (state/captionPrefs.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { shownLines } from '../../domain/captions';
import { setCaptionPrefs } from '../../state/captionPrefs';
import './captions.css';
import { useCaptions } from './useCaptions';

export default function CaptionsOnPlayer() {
  const { t } = useLingui();
  const { prefs, lang, lines } = useCaptions();
  if (!lang) return null;
  const shown = shownLines(lines);
  return (
    <>
      {prefs.on && shown.length > 0 && (
        <div
          className="captions-box"
          data-size={prefs.size}
          data-contrast={prefs.highContrast ? 'high' : 'default'}
          lang={lang}
          data-testid="captions-box"
        >
          <div className="captions-box-text">
            {shown.map((line) => (
              <p key={line.seq} className={line.final ? undefined : 'captions-pending'}>
                {line.text}
              </p>
            ))}
          </div>
        </div>
      )}
      <button
        type="button"
        className="button captions-toggle"
        aria-pressed={prefs.on}
        // The name holds the visible "CC" (WCAG 2.5.3, label in name) and says what it is.
        aria-label={t`CC: captions`}
        onClick={() => setCaptionPrefs({ on: !prefs.on })}
        data-testid="captions-toggle"
      >
        CC
      </button>
    </>
  );
}
