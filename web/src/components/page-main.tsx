import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// The first page of a visit keeps the browser's own focus; every later navigation moves it here.
let firstPageShown = false;

/**
 * The page's main landmark, the target of the skip link. After each navigation it takes focus, so a
 * screen reader starts reading the new page instead of staying on the link that was followed.
 */
export function PageMain({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    main.current?.focus();
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <main
      id="main-content"
      ref={main}
      tabIndex={-1}
      className={`app-main${className ? ` ${className}` : ''}`}
    >
      {children}
    </main>
  );
}
