import { Link, type To } from 'react-router';
import { LanguageSwitcher } from './language-switcher';
import './back-bar.css';

/** The row above an administration page's heading: the way back on one side, the language switch on the other. */
export function BackBar({ to, label }: { to: To; label: string }) {
  return (
    <div className="back-bar">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {label}
      </Link>
      <LanguageSwitcher />
    </div>
  );
}
