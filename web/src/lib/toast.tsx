import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { afterLoad } from './after-load';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** The toast on screen; a new id restarts its timer even when the text is the same. */
export interface ShownToast extends ToastMessage {
  id: number;
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

// Radix's toast is about 10 KB of every page's first download and no page needs it to show: it comes
// once the page has loaded, or with the first toast if that is sooner.
const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

/**
 * One toast at a time: a new one replaces the one showing. It closes after five seconds or on a
 * swipe right; F8 moves focus to the region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [regionWanted, setRegionWanted] = useState(false);
  const show = useCallback<ShowToast>((message) => setCurrent({ ...message, id: Date.now() }), []);
  const close = useCallback(() => setCurrent(null), []);
  useEffect(() => afterLoad(() => setRegionWanted(true)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {(regionWanted || current) && (
        <Suspense fallback={null}>
          <ToastRegion current={current} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows a toast, replacing any toast on screen. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
