/** The texts of the agenda's status labels and of the time until a start. */
import { Trans, useLingui } from '@lingui/react/macro';
import { timeUntil, type AgendaLabel } from '../../domain/agenda';

export function useTimeUntilText(): (seconds: number) => string {
  const { t } = useLingui();
  return (seconds) => {
    const left = timeUntil(seconds);
    if (left.lessThanMinute) return t`< 1 min`;
    const { days, hours, minutes } = left;
    if (days > 0) return t`${days} d ${hours} h`;
    if (hours > 0) return t`${hours} h ${minutes} min`;
    return t`${minutes} min`;
  };
}

function TimeUntilText({ seconds }: { seconds: number }) {
  return <>{useTimeUntilText()(seconds)}</>;
}

export function LabelText({ label }: { label: AgendaLabel }) {
  switch (label.kind) {
    case 'watch':
      return <Trans>Watch</Trans>;
    case 'ended':
      return <Trans context="session">Ended</Trans>;
    case 'now':
      return <Trans context="session">NOW</Trans>;
    case 'join':
      return <Trans context="session">Join</Trans>;
    case 'timeUntil':
      return <TimeUntilText seconds={label.seconds} />;
    case 'register':
      return <Trans context="session">Register</Trans>;
  }
}
