/** The privacy text: the organiser's own text when given, else ours (6 months, spec 1 section 9). */
import { Trans } from '@lingui/react/macro';
import { useOptionalShell } from '../shellContext';
import { SafeHtml } from '../../ui/SafeHtml';

export function PrivacyContent() {
  const project = useOptionalShell()?.project;
  if (project?.privacyText) return <SafeHtml html={project.privacyText} />;
  const organiser = project?.companyName ?? '';
  return (
    <div className="privacy-content">
      <p>
        <Trans>
          {organiser} organises this event and uses your registration data only to give you access to it: to send your
          personal link and confirmation, to show you the event and, if you ask a question, to answer it.
        </Trans>
      </p>
      <p>
        <Trans>
          Your data is kept at most 6 months after the broadcast ends and is then deleted. It is never sold or shared
          for advertising.
        </Trans>
      </p>
      <p>
        <Trans>
          You can unregister at any time with the link in your confirmation e-mail, and ask the organiser to see or
          delete your data.
        </Trans>
      </p>
      {project?.privacyPolicyUrl && (
        <p>
          <a href={project.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Read the organiser's full privacy policy</Trans>
          </a>
        </p>
      )}
    </div>
  );
}
