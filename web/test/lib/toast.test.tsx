import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../src/lib/i18n';
import { ToastProvider, useToast } from '../../src/lib/toast';

let show: ReturnType<typeof useToast>;
function Grab() {
  show = useToast();
  return null;
}

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the one on screen', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => show({ title: 'Profile updated successfully' }));
    act(() => show({ title: 'Password changed successfully' }));
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
  });

  it('names the region with its F8 shortcut', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });
});
