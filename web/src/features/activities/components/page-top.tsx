import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';

/** The bar above the activity pages: the way back, and the language switch. */
export function PageTop({ to, label }: { to: string; label: string }) {
  return (
    <div className="activities-page__top">
      <Link to={to} className="activities-page__back">
        <span aria-hidden="true">← </span>
        {label}
      </Link>
      <LanguageSwitcher />
    </div>
  );
}
