/**
 * Below the player of the live page (issue 48), on a card: the transcript and the caption
 * settings, each folded until the visitor opens it, the language choice when there are several,
 * and the polite screen-reader announcements when asked for. Shown once the broadcast has captions.
 */
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Card } from '../../ui/Card';
import { Announcer } from './Announcer';
import { CaptionSettings, LanguageChoice, SettingsToggle } from './CaptionSettings';
import './captions.css';
import { Transcript } from './Transcript';
import { useCaptions } from './useCaptions';

export default function CaptionsPanel() {
  const { prefs, languages, lang, lines } = useCaptions();
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const transcriptId = useId();
  const settingsId = useId();
  if (!lang) return null;
  return (
    <Card compact as="section" className="captions-panel" data-testid="captions-panel" data-view="captions">
      <div className="captions-panel-row">
        <button
          type="button"
          className="button button-outline"
          aria-expanded={transcriptOpen}
          aria-controls={transcriptId}
          onClick={() => setTranscriptOpen(!transcriptOpen)}
        >
          <Trans>Transcript</Trans>
        </button>
        <SettingsToggle open={settingsOpen} id={settingsId} onToggle={() => setSettingsOpen(!settingsOpen)} />
        <LanguageChoice languages={languages} lang={lang} />
      </div>
      <CaptionSettings prefs={prefs} id={settingsId} open={settingsOpen} />
      <div id={transcriptId} hidden={!transcriptOpen}>
        {transcriptOpen && <Transcript lines={lines} lang={lang} />}
      </div>
      {prefs.announce && <Announcer key={lang} lines={lines} lang={lang} />}
    </Card>
  );
}
