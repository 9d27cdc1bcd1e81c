/**
 * The scanner field (issue 49): a hand scanner types the code it reads and presses Enter, as a
 * keyboard does; staff can type a code too. Kept focused after each scan, so the next one lands.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

export function ScannerField({ onScan }: { onScan(text: string): void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      className="door-scanner"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onScan(text);
        setText('');
        input.current?.focus();
      }}
    >
      <TextField
        id={`${id}-code`}
        ref={input}
        label={t`Ticket code (scanner or keyboard)`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="outline">
        <Trans>Check</Trans>
      </Button>
    </form>
  );
}
