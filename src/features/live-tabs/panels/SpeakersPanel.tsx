/** The speakers tab: photo, name, title, description; the name links out, inert in preview (DECISIONS.md). */
import type { Speaker } from '../../../contract';
import { safeUrl } from '../../../domain/safeValues';
import { useShell } from '../../../project/shellContext';
import { SafeHtml } from '../../../ui/SafeHtml';

export function SpeakersPanel() {
  const { project, previewMode } = useShell();
  return (
    <ul className="speaker-list live-tab-speakers">
      {(project.speakers ?? []).map((speaker) => (
        <li key={speaker.id} className="speaker">
          {speaker.avatar?.url && <img src={speaker.avatar.url} alt="" width={64} height={64} loading="lazy" />}
          <div>
            <SpeakerName speaker={speaker} preview={Boolean(previewMode)} />
            {speaker.title && <span className="muted">{speaker.title}</span>}
            <SafeHtml html={speaker.description} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SpeakerName({ speaker, preview }: { speaker: Speaker; preview: boolean }) {
  const href = safeUrl(speaker.link);
  if (!href) return <strong>{speaker.name}</strong>;
  // In the organiser's preview a link must not leave the preview frame: shown, but inert.
  if (preview)
    return (
      // biome-ignore lint/a11y/useValidAnchor: inert in the preview (no href)
      <a aria-disabled="true" role="link">
        <strong>{speaker.name}</strong>
      </a>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <strong>{speaker.name}</strong>
    </a>
  );
}
