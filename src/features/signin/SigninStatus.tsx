/**
 * The publisher sign-in screens: a heading with a spinner while working (a polite live region,
 * so each step is announced), or the heading with a failure and its retry (an alert).
 */
import type { ReactNode } from 'react';
import './signin.css';

interface Props {
  title: ReactNode;
  /** Shown instead of the spinner: a failure with its retry link. */
  failure?: ReactNode;
}

export function SigninStatus({ title, failure }: Props) {
  if (failure) {
    return (
      <main className="centered-page signin-status" id="main">
        <h1>{title}</h1>
        <div className="card" role="alert">
          {failure}
        </div>
      </main>
    );
  }
  return (
    <main className="centered-page" id="main">
      <div className="signin-status" role="status" aria-live="polite">
        <h1>{title}</h1>
        <span className="spinner" aria-hidden="true" />
      </div>
    </main>
  );
}
