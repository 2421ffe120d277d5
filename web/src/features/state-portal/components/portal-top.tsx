import { Link, type To } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';

/** The bar above the portal's pages: the way back, and the language switch. */
export function PortalTop({ to, label }: { to: To; label: string }) {
  return (
    <div className="state-portal__top">
      <Link to={to} className="state-portal__back">
        <span aria-hidden="true">← </span>
        {label}
      </Link>
      <LanguageSwitcher />
    </div>
  );
}
