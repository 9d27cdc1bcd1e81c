/**
 * The replay's transcript beside the player (issue 48): what was said, line by line with its time
 * in the recording, searchable (case and accents ignored); a click on a line moves the video
 * there. The line playing is marked. Shown only when the broadcast was captioned. Loaded lazily
 * with its strings (the `interaction` part), in a chunk of its own: the live captions views
 * (captionParts.ts) do not download it (issue 47).
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { cueAt, searchLines } from '../../domain/captions';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/Field';
import { LanguageChoice } from './CaptionSettings';
import './captions.css';
import './replayTranscript.css';
import { useReplayCaptions } from './useReplayCaptions';

const clock = (seconds: number) => {
  const s = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return s >= 3600
    ? `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`
    : `${Math.floor(s / 60)}:${pad(s % 60)}`;
};

interface Props {
  broadcast: string;
  pageToken?: string;
  video: HTMLVideoElement | null;
}

export function ReplayTranscript({ broadcast, pageToken, video }: Props) {
  const { t } = useLingui();
  const { transcript, languages, lang } = useReplayCaptions(broadcast, pageToken, video);
  const [query, setQuery] = useState('');
  const [now, setNow] = useState(0);
  const searchId = useId();

  useEffect(() => {
    if (!video) return;
    const tick = () => setNow(video.currentTime);
    video.addEventListener('timeupdate', tick);
    return () => video.removeEventListener('timeupdate', tick);
  }, [video]);

  if (!transcript || !lang || transcript.cues.length === 0) return null;
  const found = searchLines(transcript.cues, query);
  const playing = cueAt(transcript.cues, now);
  const count = found.length;

  return (
    <Card
      as="section"
      className="replay-transcript"
      aria-labelledby={`${searchId}-title`}
      data-testid="replay-transcript"
    >
      <h2 id={`${searchId}-title`}>
        <Trans>Transcript</Trans>
      </h2>
      <LanguageChoice languages={languages} lang={lang} />
      <TextField
        id={searchId}
        type="search"
        label={t`Search the transcript`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="replay-transcript-count" role="status">
        {query.trim() ? plural(count, { one: '# line found', other: '# lines found' }) : ''}
      </p>
      <ol className="replay-transcript-lines" lang={lang}>
        {found.map((cue) => (
          <li key={cue.seq}>
            <button
              type="button"
              className="replay-cue"
              aria-current={cue === playing ? 'time' : undefined}
              disabled={!video}
              onClick={() => {
                if (!video) return;
                video.currentTime = cue.start;
                video.focus();
              }}
            >
              <time className="replay-cue-time">{clock(cue.start)}</time> {cue.text}
            </button>
          </li>
        ))}
      </ol>
    </Card>
  );
}
