/**
 * The quiz leaderboard in the quiz panel (issue 50): a nickname to be listed under (a command,
 * kept in the outbox offline; empty: anonymous, ranked but not listed), the top 10 as the stream
 * pushed them after the last question, and this visitor's own rank, computed here from the pushed
 * scores and this browser's own answers (domain/leaderboard.ts): no read per visitor.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Leaderboard } from '../../contract';
import { ownRank } from '../../domain/leaderboard';
import { usePageToken } from '../../project/pageToken';
import { useShell } from '../../project/shellContext';
import { localStore } from '../../state/browserStorage';
import { useInteractionMemory } from '../../state/interactionMemory';
import { useLiveSnapshot } from '../../state/live';
import { LOCAL } from '../../state/storageKeys';
import { newOutboxItem, useCommand } from '../../state/useCommand';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import './reveal.css';

function keptNicknames(): Record<string, string> {
  try {
    const kept = JSON.parse(localStore.get(LOCAL.quizNicknames) ?? '{}');
    return kept && typeof kept === 'object' ? kept : {};
  } catch {
    return {};
  }
}
function keepNickname(broadcast: string, nickname: string | null) {
  const { [broadcast]: _old, ...others } = keptNicknames();
  localStore.set(LOCAL.quizNicknames, JSON.stringify(nickname ? { ...others, [broadcast]: nickname } : others));
}

export function QuizLeaderboard({ broadcast, voterId }: { broadcast: string; voterId: string | undefined }) {
  const { leaderboard } = useLiveSnapshot();
  const memory = useInteractionMemory(broadcast);
  const own = leaderboard ? ownRank(leaderboard as Leaderboard, Object.values(memory.choices().answers)) : null;
  const titleId = useId();
  return (
    <section className="leaderboard" aria-labelledby={titleId} data-testid="leaderboard">
      <h3 id={titleId}>
        <Trans>Leaderboard</Trans>
      </h3>
      {leaderboard ? (
        <>
          {own && (
            <p className="leaderboard-own" data-testid="own-rank">
              <Trans>
                Your rank: {own.rank} of {own.players} ({own.score} points)
              </Trans>
            </p>
          )}
          {leaderboard.top.length ? (
            <LeaderboardList board={leaderboard as Leaderboard} />
          ) : (
            <p className="muted">
              <Trans>Nobody with a nickname is on the board yet.</Trans>
            </p>
          )}
        </>
      ) : (
        <p className="muted">
          <Trans>The leaderboard appears after the first question.</Trans>
        </p>
      )}
      <NicknameForm broadcast={broadcast} voterId={voterId} />
    </section>
  );
}

/** The top 10 as pushed; the list is replaced whole with each push (nicknames may repeat: no identity of their own). */
export function LeaderboardList({ board }: { board: Leaderboard }) {
  return (
    <ol className="leaderboard-list">
      {board.top.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a pushed row has no id (nicknames repeat); the board's order
        <li key={i}>
          <span className="leaderboard-rank">{p.rank}.</span>
          <span className="leaderboard-name">{p.nickname}</span>
          <span>
            <Trans>{p.score} points</Trans>
          </span>
        </li>
      ))}
    </ol>
  );
}

function NicknameForm({ broadcast, voterId }: { broadcast: string; voterId: string | undefined }) {
  const { t } = useLingui();
  const { eventId } = useShell();
  const { pageToken, refused } = usePageToken();
  const [saved, setSaved] = useState<string | null>(() => keptNicknames()[broadcast] ?? null);
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const id = useId();
  const outbox = useCommand('nickname', {
    onSent: ({ answer }) => {
      setSaved(answer.nickname);
      keepNickname(broadcast, answer.nickname);
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nickname = value.trim() || null;
    if (nickname && nickname.length < 2) return setError(t`Please use at least 2 characters.`);
    if (!voterId) return;
    setError(undefined);
    const item = newOutboxItem(
      { kind: 'nickname', params: { broadcast }, body: { voterId, nickname, pageToken } },
      eventId,
    );
    const result = await outbox.send(item);
    if (result.status === 'sent') {
      setSaved(result.answer.nickname);
      keepNickname(broadcast, result.answer.nickname);
      setStatus(
        result.answer.nickname ? t`Saved: you play as ${result.answer.nickname}.` : t`Saved: you play anonymously.`,
      );
    } else if (result.status === 'queued') setStatus(t`Saved on this device; it is sent once you are online.`);
    else if (result.status === 'refused' && !refused(result.error))
      setError(t`This nickname could not be saved. Please use 2 to 24 letters, digits or spaces.`);
    else if (result.status === 'unkept') setError(t`You seem to be offline. Please try again once you are online.`);
  };
  return (
    <form className="nickname-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="nickname-row">
        <TextField
          id={`${id}-nickname`}
          label={t`Nickname on the leaderboard`}
          hint={t`Leave it empty to play anonymously: you see your own rank, others do not see you.`}
          value={value}
          maxLength={24}
          autoComplete="nickname"
          error={error}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!voterId}>
          <Trans>Save nickname</Trans>
        </Button>
      </div>
      <p role="status" className="muted">
        {status || (saved ? t`You play as ${saved}.` : '')}
      </p>
    </form>
  );
}
