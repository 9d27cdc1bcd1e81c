/** The publisher sign-in screens: a heading with a spinner while working, or a message with a retry. */
import type { ReactNode } from 'react';
import './signin.css';

interface Props {
  title: ReactNode;
  /** Shown instead of the spinner: a failure with its retry link. */
  failure?: ReactNode;
}

export function SigninStatus({ title, failure }: Props) {
  return (
    <main className="centered-page signin-status" id="main">
      <h1>{title}</h1>
      {failure
        ? <div className="card" role="alert">{failure}</div>
        : <div role="status" aria-live="polite"><span className="spinner" aria-hidden="true" /></div>}
    </main>
  );
}
