/** The support (max width 700) and privacy-policy dialogs opened by the URL hash. */
import { Trans } from '@lingui/react/macro';
import { replaceHash } from '../../hooks/useLocationHash';
import { Dialog } from '../../ui/Dialog';
import { SupportContent } from './SupportContent';
import { PrivacyContent } from './PrivacyContent';

export default function SupportDialogs({ hash }: { hash: string }) {
  const close = (open: boolean) => {
    if (!open) replaceHash('');
  };
  return (
    <>
      <Dialog open={hash === '#support'} onOpenChange={close} title={<Trans>Support</Trans>} maxWidth={700}>
        <SupportContent />
      </Dialog>
      <Dialog
        open={hash === '#privacy-policy'}
        onOpenChange={close}
        title={<Trans>Privacy policy</Trans>}
        maxWidth={700}
      >
        <PrivacyContent />
      </Dialog>
    </>
  );
}
