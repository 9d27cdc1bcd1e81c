/**
 * A dialog that usually stays closed (an info panel, a download confirmation): radix Dialog
 * (focus trap, scroll lock, about 13 KB) loads the first time it opens, not with the page. Once
 * loaded it stays mounted, so closing keeps its focus return.
 */
import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './Dialog';

const Dialog = lazy(() => import('./Dialog').then((m) => ({ default: m.Dialog })));

export function LazyDialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
