/**
 * A walk-up at the door (issue 49): staff register someone on the spot, on site while a seat is
 * free; they are checked in at once and their confirmation mail carries their ticket. Needs the
 * network (the seat count is the server's): offline the form says so and keeps what was typed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { sendCommand } from '../../api/commands';
import { ApiError } from '../../api/http';
import type { DoorEntry } from '../../contract/checkIn';
import { newIdempotencyKey } from '../../domain/outbox';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

interface Props {
  projectId: string;
  token: string;
  onRegistered(entry: DoorEntry): void;
}

const EMPTY = { first_name: '', last_name: '', email: '' };
type Problem = 'offline' | 'full' | 'registered-already' | 'invalid';

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError) || error.isNetwork) return 'offline';
  const code = (error.body as { code?: unknown } | undefined)?.code;
  if (code === 'full' || code === 'registered-already') return code;
  return 'invalid';
}

export function WalkUpForm({ projectId, token, onRegistered }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  async function submit() {
    setBusy(true);
    setProblem(null);
    try {
      const key = newIdempotencyKey((bytes) => crypto.getRandomValues(bytes));
      const body = { door: token, ...values, scannedAt: Date.now() };
      const { entry } = await sendCommand(
        { kind: 'walkUp', params: { projectID: projectId }, body },
        { idempotencyKey: key },
      );
      setValues(EMPTY);
      onRegistered(entry);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <details className="card door-walk-up">
      <summary>
        <Trans>Register a walk-up</Trans>
      </summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField id={`${id}-first`} label={t`First name`} required autoComplete="off" {...field('first_name')} />
        <TextField id={`${id}-last`} label={t`Last name`} required autoComplete="off" {...field('last_name')} />
        <TextField id={`${id}-email`} label={t`E-mail`} type="email" required autoComplete="off" {...field('email')} />
        <p role="alert" className="door-walk-up-problem">
          {problem === 'offline' && <Trans>Registering needs a connection. Try again when the network is back.</Trans>}
          {problem === 'full' && <Trans>No seat on site is free.</Trans>}
          {problem === 'registered-already' && (
            <Trans>This e-mail address is registered already: find the name on the list.</Trans>
          )}
          {problem === 'invalid' && <Trans>Check the name and the e-mail address.</Trans>}
        </p>
        <Button type="submit" disabled={busy}>
          <Trans>Register and check in</Trans>
        </Button>
      </form>
    </details>
  );
}
