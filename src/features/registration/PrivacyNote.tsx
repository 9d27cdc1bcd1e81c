/**
 * The privacy note under the form: the project's custom privacy text when it has one, else a
 * short note; both link to the privacy policy dialog (#privacy-policy).
 */
import { Trans } from '@lingui/react/macro';
import { useShell } from '../../project/shellContext';
import { SafeHtml } from '../../ui/SafeHtml';

export function PrivacyNote() {
  const { project } = useShell();
  const organiser = project.companyName;
  return (
    <div className="privacy-note muted">
      {project.privacyText ? (
        <SafeHtml html={project.privacyText} />
      ) : (
        <p>
          <Trans>By registering you agree that {organiser} uses your details to organise this event.</Trans>
        </p>
      )}
      <p>
        <a href="#privacy-policy">
          <Trans>Read the privacy policy</Trans>
        </a>
      </p>
    </div>
  );
}
