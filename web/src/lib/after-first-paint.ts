import { type ReactNode, useEffect, useState } from 'react';

/**
 * False for a component's first render, true once the browser has painted it: for content below the
 * first screen, so the top of a page (the dashboard's status sentence) shows before the code, data and
 * layout of the rest are asked for.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs just before the paint; the task queued from it runs just after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterFrame = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (typeof window.requestAnimationFrame !== 'function') {
      afterFrame();
      return () => clearTimeout(timer);
    }
    const frame = window.requestAnimationFrame(afterFrame);
    return () => {
      window.cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Renders `children` only once what was rendered with it has been painted (see `useAfterFirstPaint`). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
