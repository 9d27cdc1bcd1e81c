/**
 * The buttons under the player and on the end page (spec 2 sections 2 and 4): e-learning (with
 * its query-string call), evaluation (the custom link after 300 ms) and the custom
 * call-to-action (loading, record the action, open after 300 ms), as the controller shows them.
 * Evaluation and e-learning open a new tab, with pwa=true for web-app users.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { liveApi } from '../../api/live';
import { analyticsProjectKey, shouldRecordPageView } from '../../domain/analytics';
import { OPEN_LINK_DELAY_MS, withPwaFlag, withQueryString } from '../../domain/live';
import { paths } from '../../domain/paths';
import { useShell, type Shell } from '../../project/shellContext';
import { localStore } from '../../state/browserStorage';
import { LOCAL } from '../../state/storageKeys';
import { sendAnalytics } from '../../state/analyticsOutbox';

type Action = 'custom-cta-button-click' | 'custom-evaluation-button-click';

function recordAction(shell: Shell, action: Action): Promise<void> {
  const allowed = shouldRecordPageView({
    path: window.location.pathname,
    previewMode: shell.previewMode,
    ignoreStatActions: localStore.get(LOCAL.ignoreStatActions),
  });
  if (!allowed) return Promise.resolve();
  const body = shell.registrationId ? { action, registrationId: shell.registrationId } : { action };
  return sendAnalytics('page-views', analyticsProjectKey(shell.project._id, shell.pwaLook), body);
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openNewTab(url: string) {
  window.open(url, '_blank', 'noopener');
}

export function LiveButtons({
  showEvaluation,
  showCta,
  pwaUser,
}: {
  showEvaluation: boolean;
  showCta: boolean;
  pwaUser: boolean;
}) {
  const shell = useShell();
  const { project, eventId, registrationId } = shell;
  const [busy, setBusy] = useState<'cta' | 'evaluation' | 'elearning' | null>(null);
  const elearning = project.elearningButton;
  const evaluation = project.evaluationButton;
  const cta = project.customCtaButton;
  const customEvaluation = Boolean(evaluation?.overwrite && evaluation.href);

  const run = async (which: 'cta' | 'evaluation' | 'elearning', work: () => Promise<void>) => {
    setBusy(which);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const openElearning = () =>
    run('elearning', async () => {
      if (!elearning) return;
      let url = elearning.href;
      try {
        const courseSlug =
          new URL(elearning.href, window.location.origin).pathname.split('/').filter(Boolean).pop() ?? '';
        const answer = await liveApi.elearningQueryString({
          courseSlug,
          company: project.companyId,
          event_id: project.event._id,
          registration_id: registrationId ?? '',
        });
        url = withQueryString(elearning.href, answer.data);
      } catch (error) {
        console.warn('No e-learning query string; opening the alternate link', error);
        url = elearning.alternateHref || elearning.href;
      }
      openNewTab(withPwaFlag(url, pwaUser));
    });

  const openEvaluation = () =>
    run('evaluation', async () => {
      if (customEvaluation && evaluation?.href) {
        await Promise.all([recordAction(shell, 'custom-evaluation-button-click'), later(OPEN_LINK_DELAY_MS)]);
        openNewTab(withPwaFlag(evaluation.href, pwaUser));
      } else {
        openNewTab(withPwaFlag(paths.evaluation(eventId, registrationId ?? ''), pwaUser));
      }
    });

  const openCta = () =>
    run('cta', async () => {
      if (!cta) return;
      await Promise.all([recordAction(shell, 'custom-cta-button-click'), later(OPEN_LINK_DELAY_MS)]);
      openNewTab(cta.href);
    });

  const evaluationShown = showEvaluation && !evaluation?.hide;
  const ctaShown = showCta && Boolean(cta?.enabled && cta.href);
  if (!elearning && !evaluationShown && !ctaShown) return null;
  return (
    <div className="actions live-buttons">
      {elearning && (
        <button
          type="button"
          className="button button-outline"
          onClick={openElearning}
          aria-busy={busy === 'elearning'}
          disabled={busy === 'elearning'}
        >
          {elearning.title}
        </button>
      )}
      {evaluationShown && (
        <button
          type="button"
          className="button button-outline"
          onClick={openEvaluation}
          aria-busy={busy === 'evaluation'}
          disabled={busy === 'evaluation'}
        >
          {evaluation?.title || <Trans>Evaluation</Trans>}
        </button>
      )}
      {ctaShown && (
        <button
          type="button"
          className="button button-primary"
          onClick={openCta}
          aria-busy={busy === 'cta'}
          disabled={busy === 'cta'}
          data-testid="live-cta"
        >
          {busy === 'cta' && <span className="spinner spinner-small" aria-hidden="true" />}
          {cta?.title}
        </button>
      )}
    </div>
  );
}
