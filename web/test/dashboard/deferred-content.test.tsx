import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredContent } from '../../src/features/dashboard/components/deferred-content';

describe('a dashboard section whose code comes later', () => {
  it('shows a spinner, then the content', async () => {
    let arrive!: () => void;
    const Late = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Recent Activities</p> });
        }),
    );
    const { container } = render(
      <DeferredContent failureMessage="This part of the page could not be loaded.">
        <Late />
      </DeferredContent>,
    );
    expect(container.querySelector('.app-spinner')).not.toBeNull();
    arrive();
    expect(await screen.findByText('Recent Activities')).toBeInTheDocument();
  });

  it('says so when its code cannot be downloaded, and the rest of the page stays', async () => {
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <>
        <h1>Welcome</h1>
        <DeferredContent failureMessage="This part of the page could not be loaded.">
          <Broken />
        </DeferredContent>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });
});
