/**
 * Speakers block: the project's speakers (or the ones the block names), 100 % wide for one,
 * 50 % for 2, 4 or 7, else 30 %. In the preview their links do not navigate.
 */
import { Trans } from '@lingui/react/macro';
import type { Speaker } from '../../../contract';
import { speakersWidth } from '../../../domain/blocks';
import { safeUrl } from '../../../domain/safeValues';
import { useShell } from '../../../project/shellContext';
import { SafeHtml } from '../../../ui/SafeHtml';
import { text, type BlockProps } from '../blockProps';

function chosenSpeakers(all: Speaker[], ids: unknown): Speaker[] {
  if (!Array.isArray(ids) || ids.length === 0) return all;
  return ids
    .map((id) => all.find((speaker) => speaker.id === id))
    .filter((speaker): speaker is Speaker => Boolean(speaker));
}

export default function SpeakersBlock({ options, preview }: BlockProps) {
  const { project } = useShell();
  const speakers = chosenSpeakers(project.speakers ?? [], options.speakerIds);
  const width = speakersWidth(speakers.length);
  const title = text(options.title);
  return (
    <div className="block-inner">
      <h2>{title ?? <Trans>Speakers</Trans>}</h2>
      <ul className="block-speakers" data-speaker-width={width}>
        {speakers.map((speaker) => (
          <li
            key={speaker.id}
            className="block-speaker"
            style={{ flexBasis: width === '100%' ? '100%' : `calc(${width} - 16px)` }}
          >
            {speaker.avatar?.url && <img src={speaker.avatar.url} alt="" width={96} height={96} loading="lazy" />}
            <div>
              <SpeakerName speaker={speaker} preview={preview} />
              {speaker.title && <p className="muted">{speaker.title}</p>}
              <SafeHtml html={speaker.description} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SpeakerName({ speaker, preview }: { speaker: Speaker; preview: boolean }) {
  const href = safeUrl(speaker.link);
  if (!href) return <strong className="block-speaker-name">{speaker.name}</strong>;
  if (preview)
    return (
      // biome-ignore lint/a11y/useValidAnchor: inert in the preview (no href)
      <a className="block-speaker-name" aria-disabled="true" role="link">
        <strong>{speaker.name}</strong>
      </a>
    );
  return (
    <a className="block-speaker-name" href={href} target="_blank" rel="noopener noreferrer">
      <strong>{speaker.name}</strong>
    </a>
  );
}
