import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A line under a form that leads to another account page, after a question where there is one. */
export function AuthLinkLine({ to, prompt, children }: { to: string; prompt?: string; children: ReactNode }) {
  return (
    <p>
      {prompt && <>{prompt} </>}
      <Link to={to}>{children}</Link>
    </p>
  );
}

/**
 * The button that ends an account step at the login page. `replace` where the step's link (a token
 * in the address) should not be in the history.
 */
export function LoginButtonLink({ children, replace }: { children: ReactNode; replace?: boolean }) {
  return (
    <Link className="usa-button" to="/login" replace={replace}>
      {children}
    </Link>
  );
}
