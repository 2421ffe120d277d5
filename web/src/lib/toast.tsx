import * as Toast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

const AUTO_CLOSE_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * One toast at a time: a new one replaces the one showing. It closes after five seconds or on a
 * swipe right; F8 moves focus to the region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const show = useCallback<ShowToast>((message) => setCurrent({ ...message, id: Date.now() }), []);

  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider
        duration={AUTO_CLOSE_MS}
        swipeDirection="right"
        swipeThreshold={SWIPE_THRESHOLD_PX}
        label={t('toast.region', { hotkey: 'F8' })}
      >
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            className={`app-toast${current.variant === 'destructive' ? ' app-toast--destructive' : ''}`}
            type={current.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
            }}
          >
            <Toast.Title className="app-toast__title">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="app-toast__description">{current.description}</Toast.Description>
            )}
            <Toast.Close className="app-toast__close" aria-label={t('toast.close')}>
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="app-toast-viewport" hotkey={['F8']} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows a toast, replacing any toast on screen. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
