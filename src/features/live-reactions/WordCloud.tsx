/**
 * The word cloud as every page and the room screen draw it (issue 50): the top words, each sized by
 * its count (domain/wordCloud.ts wordSize), wrapping to any width, so a phone reads it as well as a
 * projector; the other words counted below. Screen readers get the same as a list of words with
 * their counts, largest first, instead of the drawing.
 */
import { Plural, Trans } from '@lingui/react/macro';
import type { CloudCounts } from '../../contract/reactions';
import { wordSize } from '../../domain/wordCloud';

export function WordCloud({ cloud, variant = 'page' }: { cloud: CloudCounts; variant?: 'page' | 'room' }) {
  const largest = cloud.words[0]?.count ?? 1;
  // Largest in the middle: the drawing alternates sides, as a cloud grows from its centre.
  const drawn = cloud.words.map((w, i) => ({ ...w, order: i % 2 ? -i : i }));
  return (
    <div className={`word-cloud word-cloud-${variant}`} data-testid="word-cloud">
      {cloud.words.length ? (
        <>
          <p className="word-cloud-words" aria-hidden="true">
            {drawn.map((w) => (
              <span
                key={w.word}
                className={`cloud-word cloud-size-${wordSize(w.count, largest)}`}
                style={{ order: w.order }}
                data-count={w.count}
              >
                {w.word}
              </span>
            ))}
          </p>
          <ol className="visually-hidden" data-testid="word-cloud-list">
            {cloud.words.map((w) => (
              <li key={w.word}>
                <Trans>
                  {w.word}: <Plural value={w.count} one="# time" other="# times" />
                </Trans>
              </li>
            ))}
          </ol>
          {cloud.others > 0 && (
            <p className="word-cloud-others muted">
              <Plural value={cloud.others} one="and # other word" other="and # other words" />
            </p>
          )}
        </>
      ) : (
        <p className="word-cloud-empty muted">
          <Trans>No words yet. Be the first!</Trans>
        </p>
      )}
    </div>
  );
}
