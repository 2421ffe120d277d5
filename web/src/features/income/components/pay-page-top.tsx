import { Link } from 'react-router';

/** The bar above the pay pages: the way back (the site header has the language switch). */
export function PayPageTop({ to, label }: { to: string; label: string }) {
  return (
    <div className="pay-page__top">
      <Link to={to} className="pay-page__back">
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </div>
  );
}
