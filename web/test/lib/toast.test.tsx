import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/lib/i18n';
import { ToastProvider, useToast } from '../../src/lib/toast';

let show: ReturnType<typeof useToast>;
function Grab() {
  show = useToast();
  return null;
}

describe('toasts', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows one at a time: a new toast replaces the one on screen', async () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => show({ title: 'Profile updated successfully' }));
    act(() => show({ title: 'Password changed successfully' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    act(() => show({ title: 'Activity logged successfully!' }));
    expect(screen.getByText('Activity logged successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Password changed successfully')).not.toBeInTheDocument();
  });

  it('names the region with its F8 shortcut once the page has loaded, with no toast asked for', async () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    expect(await screen.findByRole('region', { name: /F8/ })).toBeInTheDocument();
  });

  it('shows a toast asked for before the region has loaded', async () => {
    // The browser never finds a moment to spare: only the toast brings the region.
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /F8/ })).not.toBeInTheDocument();
    act(() => show({ title: 'Activity logged successfully!', variant: 'destructive' }));
    const toast = await screen.findByText('Activity logged successfully!');
    expect(toast.closest('.app-toast')).toHaveClass('app-toast--destructive');
  });
});
