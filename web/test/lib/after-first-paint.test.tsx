import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from '../../src/lib/after-first-paint';

describe('AfterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('leaves its content out of the first paint and adds it right after', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    render(
      <>
        <p>Status</p>
        <AfterFirstPaint>
          <p>Sections</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('Status')).toBeInTheDocument();
    expect(screen.queryByText('Sections')).not.toBeInTheDocument();
    // The frame before the paint: still not there.
    act(() => frames.forEach((frame) => frame(0)));
    expect(screen.queryByText('Sections')).not.toBeInTheDocument();
    // The task after it.
    act(() => vi.runAllTimers());
    expect(screen.getByText('Sections')).toBeInTheDocument();
  });
});
