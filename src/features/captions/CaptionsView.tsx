/**
 * The web-app look's captions (issue 48): on site, a phone in the hall shows the talk as text.
 * The main view of the session once it has captions: the talk so far in large type on a card,
 * following the speaker, with the language choice and the folded caption settings under it.
 */
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Card } from '../../ui/Card';
import { Announcer } from './Announcer';
import { CaptionSettings, LanguageChoice, SettingsToggle } from './CaptionSettings';
import './captions.css';
import { Transcript } from './Transcript';
import { useCaptions } from './useCaptions';

export default function CaptionsView() {
  const { prefs, languages, lang, lines } = useCaptions();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const titleId = useId();
  // Before the first lines (the page was rendered knowing the broadcast has captions) the card
  // is there already, its transcript empty, so that nothing under it moves when they come.
  return (
    <Card
      compact
      as="section"
      className="captions-view"
      data-size={prefs.size}
      data-contrast={prefs.highContrast ? 'high' : 'default'}
      aria-labelledby={titleId}
      data-testid="captions-view"
      data-view="captions"
    >
      <h2 id={titleId} className="captions-view-title">
        <Trans>Live captions</Trans>
      </h2>
      <Transcript lines={lines} lang={lang ?? undefined} />
      <div className="captions-panel-row">
        <SettingsToggle open={settingsOpen} id={settingsId} onToggle={() => setSettingsOpen(!settingsOpen)} />
        {lang && <LanguageChoice languages={languages} lang={lang} />}
      </div>
      <CaptionSettings prefs={prefs} id={settingsId} open={settingsOpen} />
      {prefs.announce && lang && <Announcer key={lang} lines={lines} lang={lang} />}
    </Card>
  );
}
