/**
 * The replay's captions (issue 48): the transcript of the visitor's caption language (their
 * remembered choice, else the page's language, else the first captioned one), and the player's
 * WebVTT tracks, one per language, put into the player's <video> (the reference player, and any
 * player that puts a <video> in its host) with the chosen one showing.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { captionsApi } from '../../api/captions';
import type { CaptionTranscript } from '../../contract/captions';
import { chooseLanguage } from '../../domain/captions';
import { useCaptionPrefs } from '../../state/captionPrefs';
import { languageName } from './useCaptions';

export function useReplayCaptions(broadcast: string, pageToken: string | undefined, video: HTMLVideoElement | null) {
  const { i18n } = useLingui();
  const prefs = useCaptionPrefs();
  const [transcript, setTranscript] = useState<CaptionTranscript | null>(null);
  const [failed, setFailed] = useState(false);
  const languages = transcript?.languages ?? [];
  const lang = chooseLanguage(languages, prefs.lang, i18n.locale);

  useEffect(() => {
    const abort = new AbortController();
    captionsApi
      .transcript(broadcast, lang, pageToken, abort.signal)
      .then((answer) => {
        setFailed(false);
        setTranscript(answer);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => abort.abort();
  }, [broadcast, lang, pageToken]);

  const languageList = languages.join(' ');
  useEffect(() => {
    if (!video || !languageList) return;
    const tracks = languageList.split(' ').map((code) => {
      const track = document.createElement('track');
      track.kind = 'captions';
      track.srclang = code;
      track.label = languageName(code, i18n.locale);
      track.src = captionsApi.trackUrl(broadcast, code, pageToken);
      track.dataset.captions = '';
      video.appendChild(track);
      return track;
    });
    return () => {
      for (const track of tracks) track.remove();
    };
  }, [video, languageList, broadcast, pageToken, i18n.locale]);

  // The chosen language shows on the video (the others stay available in the player's own menu).
  useEffect(() => {
    if (!video) return;
    for (const track of Array.from(video.textTracks)) {
      if (track.kind === 'captions') track.mode = track.language === lang && prefs.on ? 'showing' : 'hidden';
    }
  });

  return { transcript: transcript?.lang === lang ? transcript : null, languages, lang, failed };
}
