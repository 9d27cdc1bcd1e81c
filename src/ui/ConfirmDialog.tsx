/**
 * Asks once before a step that is hard to undo (giving up a scarce on-site seat): the dialog
 * (radix, with the page, so it opens offline too), the question, a confirm and a cancel button.
 * Cancel has the focus first, so Enter never gives the seat away by accident.
 */
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      maxWidth={480}
    >
      <div className="confirm-body">{children}</div>
      <div className="actions confirm-actions">
        <Button variant="outline" autoFocus onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
