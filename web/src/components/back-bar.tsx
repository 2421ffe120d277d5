import { Link, type To } from 'react-router';
import './back-bar.css';

/** The row above an administration page's heading: the way back (the site header has the language switch). */
export function BackBar({ to, label }: { to: To; label: string }) {
  return (
    <div className="back-bar">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </div>
  );
}
