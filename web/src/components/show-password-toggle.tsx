import './show-password-toggle.css';

interface ShowPasswordToggleProps {
  shown: boolean;
  onToggle: () => void;
  label: string;
  /** The id of the password input it shows, when it shows one. */
  controls?: string;
  className?: string;
}

/**
 * The "Show password" switch. Its name stays the same and `aria-pressed` carries the state, so a
 * screen reader hears "Show password, pressed" rather than a label that flips between two meanings;
 * the box beside the text shows the same state on screen.
 */
export function ShowPasswordToggle({ shown, onToggle, label, controls, className }: ShowPasswordToggleProps) {
  return (
    <button
      type="button"
      className={`show-password${className ? ` ${className}` : ''}`}
      aria-pressed={shown}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="show-password__box" aria-hidden="true">
        {shown ? '✓' : ''}
      </span>
      {label}
    </button>
  );
}
