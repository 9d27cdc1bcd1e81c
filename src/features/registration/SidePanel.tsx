/**
 * The form inside the dynamic event page: a side panel with a back/close arrow. It is a modal
 * dialog (focus kept inside, Escape closes) and locks page scrolling while open.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function SidePanel({ open, onOpenChange, children }: Props) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="side-panel-overlay" />
        <Dialog.Content className="side-panel" aria-describedby={undefined}>
          <div className="side-panel-head">
            <Dialog.Close className="icon-button side-panel-back" aria-label={t`Close the registration form`}>
              <BackArrow />
            </Dialog.Close>
            <Dialog.Title className="side-panel-title">
              <Trans>Registration</Trans>
            </Dialog.Title>
          </div>
          <div className="side-panel-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BackArrow() {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19 12H5m6-6l-6 6 6 6" />
    </svg>
  );
}
