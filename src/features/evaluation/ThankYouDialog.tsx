/** The thank-you after a send (spec 2 section 4); web-app visitors hear that they go back in 5 s. */
import { Trans } from '@lingui/react/macro';
import { Dialog } from '../../ui/Dialog';

export function ThankYouDialog({
  open,
  onClose,
  returning,
}: {
  open: boolean;
  onClose: () => void;
  returning: boolean;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={<Trans>Thank you for your feedback!</Trans>}
      maxWidth={480}
    >
      <p>
        <Trans>Your answers have been saved. You can change them on this page at any time.</Trans>
      </p>
      {returning && (
        <p className="muted">
          <Trans>You will go back to the event in 5 seconds.</Trans>
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Dialog>
  );
}
