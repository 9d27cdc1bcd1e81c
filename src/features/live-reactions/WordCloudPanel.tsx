/**
 * The open word cloud on the live page (issue 50): the director's question, a field for up to three
 * short words, and the cloud growing live from the stream's counts. A word is checked by the same
 * rule the server applies (domain/wordCloud.ts) before it is sent, so the visitor is told at once
 * and in their language; it is the `cloudWord` command: without a network it waits in the outbox
 * and is sent once, as a vote is.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/http';
import type { CloudCounts, WordCloudDefinition } from '../../contract/reactions';
import {
  cloudLanguageOf,
  MAX_WORD_INPUT,
  MAX_WORD_LENGTH,
  normaliseWord,
  WORDS_PER_VOTER,
  type WordRefusal,
} from '../../domain/wordCloud';
import { usePageToken } from '../../project/pageToken';
import { useShell } from '../../project/shellContext';
import { useAudienceSnapshot } from '../../state/audience';
import { newOutboxItem, useCommand } from '../../state/useCommand';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useVoterId } from '../live-interaction/voter';
import { WordCloud } from './WordCloud';

type Problem = WordRefusal | 'word-limit' | 'closed' | 'other' | 'storage';

export function WordCloudPanel({ broadcast, item }: { broadcast: string; item: WordCloudDefinition }) {
  const { t, i18n } = useLingui();
  const { cloud } = useAudienceSnapshot();
  const { eventId } = useShell();
  const { pageToken, refused } = usePageToken();
  const voterId = useVoterId();
  const titleId = useId();
  const fieldId = useId();
  const [word, setWord] = useState('');
  const [mine, setMine] = useState<string[]>([]);
  const [waiting, setWaiting] = useState<string[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = cloudLanguageOf(i18n.locale);
  const command = useCommand('cloudWord', {
    onSent: ({ answer }) => setMine(answer.words),
    onRefused: ({ refusal }) => setProblem(refusal.kind === 'closed' ? 'closed' : 'other'),
  });
  const sent = [...mine, ...waiting.filter((w) => !mine.includes(w))];
  const full = sent.length >= WORDS_PER_VOTER;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = normaliseWord(word, lang);
    if (!checked.ok) return setProblem(checked.reason);
    if (!voterId) return;
    setBusy(true);
    setProblem(null);
    const body = { voterId, word, lang, pageToken };
    const params = { broadcast, cloudId: item.id };
    const result = await command.send(newOutboxItem({ kind: 'cloudWord', params, body }, eventId));
    setBusy(false);
    if (result.status === 'sent') {
      setMine(result.answer.words);
      setWord('');
    } else if (result.status === 'queued') {
      setWaiting((w) => [...w, checked.word]);
      setWord('');
    } else if (result.status === 'unkept') setProblem('storage');
    else if (!refused(result.error)) setProblem(problemOf(result.error));
  };

  const messages: Record<Problem, string> = {
    empty: t`Type a word.`,
    'too-long': t`A word is at most ${MAX_WORD_LENGTH} characters long.`,
    'stop-word': t`That word says little on its own. Choose another word.`,
    'not-a-word': t`Use letters and digits only.`,
    'word-limit': t`You sent three words already.`,
    closed: t`The word cloud has closed: your word was not counted.`,
    other: t`Your word could not be sent. Please try again.`,
    storage: t`You seem to be offline. Please send your word again once you are online.`,
  };
  const error = problem ? messages[problem] : undefined;

  return (
    <section className="word-cloud-panel" aria-labelledby={titleId} data-testid="word-cloud-panel">
      <h2 id={titleId} className="word-cloud-question">
        {item.question}
      </h2>
      {full ? (
        <p className="word-cloud-done" role="status">
          <Trans>Thank you! Your words: {sent.join(', ')}</Trans>
        </p>
      ) : (
        <form className="word-cloud-form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            id={fieldId}
            label={<Trans>Your word</Trans>}
            hint={
              sent.length ? (
                <Trans>
                  Sent: {sent.join(', ')}. You can send {WORDS_PER_VOTER - sent.length} more.
                </Trans>
              ) : (
                <Trans>Up to three short words, one at a time.</Trans>
              )
            }
            error={error}
            value={word}
            maxLength={MAX_WORD_INPUT}
            autoComplete="off"
            enterKeyHint="send"
            onChange={(e) => {
              setWord(e.target.value);
              if (problem) setProblem(null);
            }}
          />
          <Button type="submit" disabled={busy || !voterId}>
            <Trans>Send</Trans>
          </Button>
        </form>
      )}
      {waiting.some((w) => !mine.includes(w)) && (
        <p className="word-cloud-waiting" role="status">
          <Trans>Your word is saved on this device and will be sent as soon as there is a connection.</Trans>
        </p>
      )}
      {cloud?.id === item.id && <WordCloud cloud={cloud as CloudCounts} />}
    </section>
  );
}

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return 'other';
  if (error.kind === 'closed') return 'closed';
  const code = (error.body as { code?: unknown } | undefined)?.code;
  const known: Problem[] = ['empty', 'too-long', 'stop-word', 'not-a-word', 'word-limit'];
  return known.find((p) => p === code) ?? 'other';
}
