import { Link } from 'react-router';

/** The bar above the activity pages: the way back (the site header has the language switch). */
export function PageTop({ to, label }: { to: string; label: string }) {
  return (
    <div className="activities-page__top">
      <Link to={to} className="activities-page__back">
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </div>
  );
}
