/** The support (FAQ) text, in every locale. Numbers are the spec's (section 9). */
import { Trans } from '@lingui/react/macro';

export function SupportContent() {
  return (
    <div className="support-content">
      <h3>
        <Trans>I cannot see or hear the broadcast</Trans>
      </h3>
      <p>
        <Trans>
          Reload the page first. Check that your sound is on and not muted in the player. A company network or VPN can
          block video streams: try another network or your phone's connection.
        </Trans>
      </p>
      <h3>
        <Trans>What internet connection do I need?</Trans>
      </h3>
      <p>
        <Trans>
          We recommend a download speed of at least 10 Mbps. On site, the venue Wi-Fi or your mobile data both work; the
          app keeps what you have already opened available when the connection drops.
        </Trans>
      </p>
      <h3>
        <Trans>Which browsers are supported?</Trans>
      </h3>
      <p>
        <Trans>
          Minimum: Chrome 77, Firefox 68, Edge 77, Safari 12, iOS 10. Recommended: Chrome 88, Firefox 85, Edge 88,
          Safari 14, iOS 14, Android Chrome 88.
        </Trans>
      </p>
      <h3>
        <Trans>Which operating systems are supported?</Trans>
      </h3>
      <p>
        <Trans>
          Minimum: Windows 7 SP1, Android 8.0, macOS 10.11, iOS 10. Recommended: Windows 10 64 bit, Android 10, macOS
          10.14, iOS 12.
        </Trans>
      </p>
      <h3>
        <Trans>My personal link says it is already open</Trans>
      </h3>
      <p>
        <Trans>
          Your personal viewing link can be open in one browser at a time. Close it on your other device or browser,
          then reload this page.
        </Trans>
      </p>
      <h3>
        <Trans>I lost my personal link</Trans>
      </h3>
      <p>
        <Trans>
          Open the event page and choose "Log in" with the e-mail address you registered with. You can also find the
          link in your confirmation e-mail.
        </Trans>
      </p>
    </div>
  );
}
