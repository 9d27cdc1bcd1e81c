/**
 * What a `magic-link` project (issue 27) shows instead of opening the personal page: the server
 * answered without an id, the same whether the address is registered or not, and mailed the
 * personal link if it is. Shown by the login page, the registration form and its outbox notice,
 * and the publisher sign-in.
 */
import { Trans } from '@lingui/react/macro';

export function LinkMailedMessage() {
  return <Trans>If you registered, we have mailed your personal link</Trans>;
}

export function LinkMailedNotice() {
  return (
    <p className="notice notice-success link-mailed" role="status">
      <LinkMailedMessage />
    </p>
  );
}
