/** The app's dialog: radix Dialog styled from theme tokens, with a max width per use (spec). */
import { Dialog as RadixDialog } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  maxWidth?: number;
  /** Persistent dialogs (page password) cannot be dismissed by Escape or a click outside. */
  persistent?: boolean;
  children: ReactNode;
}

export function Dialog({ open, onOpenChange, title, description, maxWidth = 600, persistent, children }: DialogProps) {
  const { t } = useLingui();
  const block = persistent ? (event: Event) => event.preventDefault() : undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={persistent ? undefined : onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog"
          style={{ maxWidth }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-head">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            {!persistent && (
              <RadixDialog.Close className="icon-button" aria-label={t`Close`}>
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
          )}
          <div className="dialog-body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
