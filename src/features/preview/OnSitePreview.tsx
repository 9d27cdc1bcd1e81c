/** previewMode=on-site: the blocks in the web-app look (bottom tabs), as an on-site visitor sees them. */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { Block } from '../../contract';
import type { PwaTab } from '../../domain/tabs';
import { PwaLayout } from '../../project/PwaLayout';
import { useShell } from '../../project/shellContext';
import { DynamicBlocks } from '../dynamic-blocks/DynamicPage';
import { withMessages } from '../../i18n/activate';

const SupportContent = lazy(
  withMessages('support', () =>
    import('../../project/support/SupportContent').then((m) => ({ default: m.SupportContent })),
  ),
);
const PrivacyContent = lazy(
  withMessages('support', () =>
    import('../../project/support/PrivacyContent').then((m) => ({ default: m.PrivacyContent })),
  ),
);

const TABS: PwaTab[] = ['home', 'support', 'privacy-policy'];

export function OnSitePreview({ blocks }: { blocks: readonly Block[] }) {
  const { project } = useShell();
  return (
    <PwaLayout
      tabs={TABS}
      header={<h1 className="pwa-title">{project.eventTitle}</h1>}
      renderTab={(tab) => {
        if (tab === 'support')
          return (
            <section>
              <h2>
                <Trans>Support</Trans>
              </h2>
              <Suspense fallback={null}>
                <SupportContent />
              </Suspense>
            </section>
          );
        if (tab === 'privacy-policy')
          return (
            <section>
              <h2>
                <Trans>Privacy policy</Trans>
              </h2>
              <Suspense fallback={null}>
                <PrivacyContent />
              </Suspense>
            </section>
          );
        return <DynamicBlocks blocks={blocks} preview />;
      }}
    />
  );
}
