import { type ComponentProps, lazy, Suspense } from 'react';

// The dialog and its focus trap download the first time someone asks to delete, not with the page.
const Dialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** The shared confirmation dialog, loaded on first use. */
export function ConfirmDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
