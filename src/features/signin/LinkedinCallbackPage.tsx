/**
 * /linkedin-auth-callback (no project): checks the state, exchanges the code for the profile,
 * keeps it for the form and returns to registration (with `?linkedin=true` when it worked).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Loader } from '../../ui/Loader';
import { completeLinkedinSignIn } from './linkedinFlow';

export default function LinkedinCallbackPage() {
  const [, navigate] = useLocation();
  // The code is single use: one exchange per page, also under StrictMode's second effect run.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeLinkedinSignIn(window.location.search).then((target) => navigate(target, { replace: true }));
  }, [navigate]);

  return <Loader />;
}
