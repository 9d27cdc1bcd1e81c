/**
 * "Let in on site" on a red verdict for an online registration (issue 49): takes a free seat for
 * them (the server's seat count decides) and checks them in. Needs the network.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { sendCommand } from '../../api/commands';
import { ApiError } from '../../api/http';
import type { DoorEntry } from '../../contract/checkIn';
import { newIdempotencyKey } from '../../domain/outbox';
import { Button } from '../../ui/Button';

interface Props {
  projectId: string;
  token: string;
  entry: DoorEntry;
  onLetIn(entry: DoorEntry): void;
}

export function LetInButton({ projectId, token, entry, onLetIn }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'offline' | 'full' | 'refused' | null>(null);
  async function letIn() {
    setBusy(true);
    setProblem(null);
    try {
      const key = newIdempotencyKey((bytes) => crypto.getRandomValues(bytes));
      const body = { door: token, check: entry.check, scannedAt: Date.now() };
      const answer = await sendCommand(
        { kind: 'letIn', params: { projectID: projectId }, body },
        { idempotencyKey: key },
      );
      onLetIn(answer.entry);
    } catch (error) {
      if (!(error instanceof ApiError) || error.isNetwork) setProblem('offline');
      else setProblem(error.kind === 'full' ? 'full' : 'refused');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="door-let-in">
      <Button variant="outline" disabled={busy} onClick={() => void letIn()}>
        <Trans>Let in on site</Trans>
      </Button>
      {problem === 'offline' && (
        <p>
          <Trans>Letting in needs a connection. Try again when the network is back.</Trans>
        </p>
      )}
      {problem === 'full' && (
        <p>
          <Trans>No seat on site is free.</Trans>
        </p>
      )}
      {problem === 'refused' && (
        <p>
          <Trans>This registration cannot be let in.</Trans>
        </p>
      )}
    </div>
  );
}
