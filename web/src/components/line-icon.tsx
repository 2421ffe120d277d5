/**
 * A round badge holding one simple line drawing. Decorative: whatever it stands for is always
 * written beside it, and the drawing lets a kind be told apart by shape as well as by colour.
 */
export function LineIcon({ className, path, size }: { className: string; path: string; size: number }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size} focusable="false">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
