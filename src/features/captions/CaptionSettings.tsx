/**
 * The visitor's caption choices: the language (when there are several; always in sight), and,
 * folded under "Caption settings", the size, high contrast and the screen-reader announcements.
 * Buttons that say their state (aria-pressed), so keyboard and screen-reader users change them as
 * anyone else; remembered in this browser.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CAPTION_SIZES, type CaptionPrefs, type CaptionSize } from '../../domain/captions';
import { setCaptionPrefs } from '../../state/captionPrefs';
import { languageName } from './useCaptions';

export function LanguageChoice({ languages, lang }: { languages: readonly string[]; lang: string }) {
  const { i18n } = useLingui();
  if (languages.length < 2) return null;
  return (
    <fieldset className="captions-choice" data-testid="captions-languages">
      <legend>
        <Trans>Caption language</Trans>
      </legend>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          className="button button-outline"
          aria-pressed={option === lang}
          lang={option}
          onClick={() => setCaptionPrefs({ lang: option })}
        >
          {languageName(option, i18n.locale)}
        </button>
      ))}
    </fieldset>
  );
}

/** The button that unfolds the settings (`id`: the element it shows). */
export function SettingsToggle({ open, id, onToggle }: { open: boolean; id: string; onToggle(): void }) {
  return (
    <button type="button" className="button button-outline" aria-expanded={open} aria-controls={id} onClick={onToggle}>
      <Trans>Caption settings</Trans>
    </button>
  );
}

export function CaptionSettings({ prefs, id, open }: { prefs: CaptionPrefs; id: string; open: boolean }) {
  const { t } = useLingui();
  const sizeLabel: Record<CaptionSize, string> = { small: t`Small`, medium: t`Medium`, large: t`Large` };
  return (
    <div className="captions-settings" id={id} hidden={!open}>
      <fieldset className="captions-choice">
        <legend>
          <Trans>Caption size</Trans>
        </legend>
        {CAPTION_SIZES.map((size) => (
          <button
            key={size}
            type="button"
            className="button button-outline"
            aria-pressed={prefs.size === size}
            onClick={() => setCaptionPrefs({ size })}
          >
            {sizeLabel[size]}
          </button>
        ))}
      </fieldset>
      <div className="captions-choice">
        <button
          type="button"
          className="button button-outline"
          aria-pressed={prefs.highContrast}
          onClick={() => setCaptionPrefs({ highContrast: !prefs.highContrast })}
        >
          <Trans>High contrast</Trans>
        </button>
        <button
          type="button"
          className="button button-outline"
          aria-pressed={prefs.announce}
          onClick={() => setCaptionPrefs({ announce: !prefs.announce })}
          data-testid="captions-announce"
        >
          <Trans>Read captions aloud with my screen reader</Trans>
        </button>
      </div>
    </div>
  );
}
