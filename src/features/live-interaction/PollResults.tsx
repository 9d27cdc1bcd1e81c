/** A poll's results after voting: a bar per option with its count and share, the visitor's own vote marked. */
import { Plural, Trans } from '@lingui/react/macro';
import type { PollDefinition, PollResults as Results } from '../../contract';
import { resultRows, totalVotes } from '../../domain/poll';

export function PollResults({ poll, results, mine }: { poll: PollDefinition; results: Results; mine?: string }) {
  const rows = resultRows(poll, results);
  const count = totalVotes(rows);
  return (
    <div className="poll-results">
      <p className="choice-question">{poll.question}</p>
      <ul className="poll-bars">
        {rows.map(({ count, ...row }) => (
          <li key={row.id} className={row.id === mine ? 'poll-bar poll-bar-mine' : 'poll-bar'}>
            <span className="poll-bar-label">
              {row.text}
              {row.id === mine && (
                <span className="poll-bar-own">
                  {' '}
                  (<Trans>your vote</Trans>)
                </span>
              )}
            </span>
            <span className="poll-bar-track" aria-hidden="true">
              <span className="poll-bar-fill" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="poll-bar-count">
              <Plural value={count} one="# vote" other="# votes" /> ({row.percent}%)
            </span>
          </li>
        ))}
      </ul>
      <p className="muted poll-total">
        <Trans>Total:</Trans> <Plural value={count} one="# vote" other="# votes" />
      </p>
    </div>
  );
}
