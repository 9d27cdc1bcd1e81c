/**
 * Ways on from a replay (issue 30): back to the session that is live (or next) in a multi-session
 * project, so "Watch" on an ended session never strands the visitor outside the live round, and
 * the evaluation where the project has one (its own form, or the organiser's link).
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { sessionOnShow } from '../../domain/agenda';
import { paths } from '../../domain/paths';
import { sessionStatus } from '../../domain/time';
import { useNow } from '../../hooks/useNow';
import { useShell } from '../../project/shellContext';

/** The evaluation route takes any id: without a valid one the page keeps a stand-in id (features/evaluation). */
const NO_REGISTRATION = 'replay';

export function ReplayLinks() {
  const { project, eventId, registrationId } = useShell();
  const onShow = useNow(10_000, (now) => {
    if (project.projectType !== 'multiSession') return null;
    const shown = sessionOnShow(project.events, project.event, now);
    return shown === project.event || sessionStatus(shown, now) === 'ended' ? null : shown;
  });
  const live = useNow(10_000, (now) => (onShow ? sessionStatus(onShow, now) === 'live' : false));
  const button = project.evaluationButton;
  const custom = button?.overwrite && button.href ? button.href : null;
  const hasEvaluation = !button?.hide && Boolean(custom || project.evaluation?.fields.length);
  if (!onShow && !hasEvaluation) return null;
  const name = onShow ? onShow.breakoutGroupName || onShow.name : '';
  const back = onShow && (registrationId ? paths.personal(onShow._id, registrationId) : paths.landing(eventId));
  return (
    <div className="actions replay-links">
      {back && (
        <Link className="button button-primary" href={back} data-testid="back-to-live">
          {live ? <Trans>Back to the live session: {name}</Trans> : <Trans>Next session: {name}</Trans>}
        </Link>
      )}
      {hasEvaluation &&
        (custom ? (
          <a className="button button-outline" href={custom} target="_blank" rel="noopener">
            {button?.title || <Trans>Evaluation</Trans>}
          </a>
        ) : (
          <Link className="button button-outline" href={paths.evaluation(eventId, registrationId ?? NO_REGISTRATION)}>
            {button?.title || <Trans>Evaluation</Trans>}
          </Link>
        ))}
    </div>
  );
}
