/**
 * Sponsors block (spec 2 section 2: sponsors among the elements): the project's sponsors as the
 * live page's sponsors tab shows them, with the sponsors' footer logo. In the preview their
 * buttons do not navigate (the panel reads the preview from the shell).
 */
import { Trans } from '@lingui/react/macro';
import { useShell } from '../../../project/shellContext';
import { SponsorsPanel } from '../../event-info/SponsorsPanel';
import { text, type BlockProps } from '../blockProps';
import './sponsorsBlock.css';

export default function SponsorsBlock({ options }: BlockProps) {
  const { project } = useShell();
  if (!project.sponsors?.length) return null;
  return (
    <div className="block-inner block-sponsors">
      <h2>{text(options.title) ?? <Trans>Sponsors</Trans>}</h2>
      <SponsorsPanel />
    </div>
  );
}
