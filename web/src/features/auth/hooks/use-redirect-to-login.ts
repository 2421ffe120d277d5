import { REDIRECT_DELAY_MS } from '@tracker/contracts/constants/timing';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Goes to the login page after the spec's pause once `active`, unless the page is left first. */
export function useRedirectToLogin(active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, navigate]);
}
