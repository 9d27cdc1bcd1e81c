/** The reactions' names in the page's language: the buttons' names for screen readers, and the counts'. */
import { useLingui } from '@lingui/react/macro';
import type { Reaction } from '../../contract/reactions';

export function useReactionNames(): Record<Reaction, string> {
  const { t } = useLingui();
  return {
    clap: t`Applause`,
    heart: t`Love it`,
    laugh: t`Funny`,
    wow: t`Surprising`,
    idea: t`Insightful`,
  };
}
