/**
 * "Your questions" (issue 45): what this visitor asked and where each stands, so a question asked
 * in a moderated event no longer vanishes after its toast. The server's own list of the voter's
 * questions (`mine`: pending, approved, answered; kept current by the pushed list) plus what
 * still waits in this device's outbox. Each status is a word, never a colour alone.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnQuestion, OwnStatus } from '../../domain/qna';

export function YourQuestions({ questions }: { questions: readonly OwnQuestion[] }) {
  const { t } = useLingui();
  if (!questions.length) return null;
  const label: Record<OwnStatus, string> = {
    unsent: t`Not sent yet: saved on this device`,
    pending: t`Waiting for approval`,
    approved: t`Published`,
    now: t`Being answered now`,
    answered: t`Has been answered`,
  };
  return (
    <section className="qna-mine" aria-labelledby="qna-mine-title">
      <h3 id="qna-mine-title" className="qna-section-title">
        <Trans>Your questions</Trans>
      </h3>
      <ul className="qna-list">
        {questions.map((q) => (
          <li key={q.key} className={`qna-card qna-own qna-own-${q.status}`} data-status={q.status}>
            <div className="qna-card-body">
              <p className="qna-meta">
                <span className={`qna-badge qna-status qna-status-${q.status}`}>{label[q.status]}</span>
              </p>
              <p className="qna-message">{q.message}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
