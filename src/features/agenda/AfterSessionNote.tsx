/**
 * After auto-navigation (issue 30): on the next session's page a note keeps the ended session's
 * evaluation and call-to-action in reach until the visitor closes it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useShell } from '../../project/shellContext';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';
import './afterSession.css';

export function AfterSessionNote({ actions }: { actions?: ReactNode }) {
  const { project, eventId } = useShell();
  const { t } = useLingui();
  const [endedId, setEndedId] = useState(() => sessionStore.get(SESSION.endedSession));
  const ended = project.events.find((e) => e._id === endedId && e._id !== eventId);
  // Only when there is something to keep in reach: an evaluation, an e-learning link or a call-to-action.
  const evaluation = !project.evaluationButton?.hide && Boolean(project.evaluation || project.evaluationButton?.href);
  const links = evaluation || Boolean(project.customCtaButton?.enabled) || Boolean(project.elearningButton);
  if (!ended || !actions || !links) return null;
  const close = () => {
    sessionStore.remove(SESSION.endedSession);
    setEndedId(null);
  };
  const name = ended.breakoutGroupName ? `${ended.breakoutGroupName}: ${ended.name}` : ended.name;
  return (
    <aside className="card after-session-note" data-testid="after-session-note" aria-label={t`The session that ended`}>
      <p>
        <Trans>“{name}” has ended. Its evaluation and links stay here:</Trans>
      </p>
      {actions}
      <button type="button" className="button button-link" onClick={close}>
        <Trans>Close</Trans>
      </button>
    </aside>
  );
}
