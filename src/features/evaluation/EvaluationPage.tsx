/**
 * /{event_id}/{registration_id}/evaluation (spec 2 sections 2, 3, 4): the project's evaluation,
 * or its on-site evaluation for on-site visitors. Answers stored earlier are read back from the
 * server, so the button reads 'Update your answer' after a reload too. Without a valid
 * registration id the answers go under a fake id kept in session storage. Web-app visitors go
 * back to their personal link 5 s after sending.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { evaluationApi } from '../../api/evaluation';
import type { EvaluationAnswer } from '../../contract';
import type { EvaluationItem } from './waitingEvaluation';
import { evaluationFor, evaluationRegistrationId, WEB_APP_RETURN_MS } from '../../domain/evaluation';
import { randomId, REGISTRATION_ID_LENGTH } from '../../domain/ids';
import { paths } from '../../domain/paths';
import { DesktopLayout } from '../../project/DesktopLayout';
import { useShell } from '../../project/shellContext';
import { sessionStore } from '../../state/browserStorage';
import { SESSION } from '../../state/storageKeys';
import { Loader } from '../../ui/Loader';
import { usePageView } from '../registration/analytics';
import { EvaluationForm } from './EvaluationForm';
import { waitingEvaluation } from './waitingEvaluation';
import { ThankYouDialog } from './ThankYouDialog';
import '../registration/registration.css';
import './evaluation.css';

const newFakeId = () => randomId(REGISTRATION_ID_LENGTH, (bytes) => crypto.getRandomValues(bytes));

function useEvaluationId(routeId: string | null): string {
  const [id] = useState(() => {
    const chosen = evaluationRegistrationId(routeId, sessionStore.get(SESSION.evaluationFakeId), newFakeId);
    if (chosen.fake) sessionStore.set(SESSION.evaluationFakeId, chosen.id);
    return chosen;
  });
  return id.id;
}

type Stored =
  | { status: 'loading' }
  | { status: 'ready'; answers: EvaluationAnswer[] | null; waiting: EvaluationItem | null };

/** The answers stored on the server (null when none or offline) and any still waiting in the outbox. */
async function loadAnswers(evaluationId: string, registrationId: string, signal: AbortSignal) {
  const [answers, waiting] = await Promise.all([
    evaluationApi.stored(evaluationId, registrationId, signal).then(
      (answer) => answer.answers,
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') throw error;
        console.warn('Stored evaluation answers not read', error);
        return null;
      },
    ),
    waitingEvaluation(evaluationId, registrationId),
  ]);
  return { status: 'ready' as const, answers, waiting };
}

export default function EvaluationPage() {
  const shell = useShell();
  const { project, eventId, registration, previewMode } = shell;
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const onSite = registration?.on_site_viewer === 1 || previewMode === 'on-site';
  const evaluation = evaluationFor(project, onSite);
  const registrationId = useEvaluationId(shell.registrationId);
  const webApp = shell.pwaLook || search.get('pwa') === 'true';
  const preview = Boolean(previewMode);
  const [stored, setStored] = useState<Stored>(
    preview ? { status: 'ready', answers: null, waiting: null } : { status: 'loading' },
  );
  const [thanks, setThanks] = useState(false);
  const returnTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  usePageView(shell, 'evaluation-page-view');

  useEffect(() => {
    if (!evaluation || preview) return;
    const controller = new AbortController();
    loadAnswers(evaluation._id, registrationId, controller.signal).then(setStored, () => {});
    return () => controller.abort();
  }, [evaluation, registrationId, preview]);

  useEffect(() => () => clearTimeout(returnTimer.current), []);

  const sent = () => {
    setThanks(true);
    if (!webApp || preview) return;
    const personal = shell.registrationId === registrationId;
    const target = personal ? paths.personalLink(eventId, registrationId, true) : paths.landing(eventId);
    returnTimer.current = setTimeout(() => navigate(target), WEB_APP_RETURN_MS);
  };

  return (
    <DesktopLayout>
      <section className="card evaluation-page">
        <h1>
          <Trans>Evaluation</Trans>
        </h1>
        <p className="muted">{project.eventTitle}</p>
        {!evaluation && (
          <p className="notice" role="status">
            <Trans>There is no evaluation for this event.</Trans>
          </p>
        )}
        {evaluation && stored.status === 'loading' && <Loader />}
        {evaluation && stored.status === 'ready' && (
          <EvaluationForm
            eventId={eventId}
            evaluation={evaluation}
            registrationId={registrationId}
            stored={stored.answers}
            waiting={stored.waiting}
            preview={preview}
            onSent={sent}
          />
        )}
      </section>
      <ThankYouDialog open={thanks} onClose={() => setThanks(false)} returning={webApp && !preview} />
    </DesktopLayout>
  );
}
