import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input with a "Show password" toggle. The button's name stays the same and `aria-pressed`
 * carries the state, so a screen reader hears "Show password, pressed" rather than a label that
 * flips between two meanings; the box beside the text shows the same state on screen.
 */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <div className="auth-password">
      <input
        {...props}
        type={shown ? 'text' : 'password'}
        className={`usa-input ${className ?? ''}`}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="auth-password__toggle"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        <span className="auth-password__box" aria-hidden="true">
          {shown ? '✓' : ''}
        </span>
        {t('password.show')}
      </button>
    </div>
  );
}
