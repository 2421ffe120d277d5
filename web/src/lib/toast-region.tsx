import * as Toast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import type { ShownToast } from './toast';

const AUTO_CLOSE_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * The toast region (Radix): the toast on screen, if any, which closes after five seconds or on a
 * swipe right; F8 moves focus to the region.
 */
export function ToastRegion({ current, onClose }: { current: ShownToast | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Toast.Provider
      duration={AUTO_CLOSE_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t('toast.region', { hotkey: 'F8' })}
    >
      {current && (
        <Toast.Root
          key={current.id}
          className={`app-toast${current.variant === 'destructive' ? ' app-toast--destructive' : ''}`}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClose();
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
  );
}
