import type { CurrentUser, GetSessionResponse } from '@tracker/contracts/http/identity';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client';
import { applyLanguage, i18n, isLanguage } from './i18n';
import { useToast } from './toast';

const CURRENT_USER_KEY = ['/api/session'] as const;
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Who is signed in: `null` when nobody is. Start-up fetches it before the first render. It reads the
 * session call, which answers a visitor with nobody rather than the 401 of `GET /api/user` that every
 * visitor's browser would log as a failed request.
 */
export const currentUserQueryOptions = queryOptions<CurrentUser | null>({
  queryKey: CURRENT_USER_KEY,
  queryFn: async () => (await apiRequest<GetSessionResponse>('GET', '/api/session')).user,
  staleTime: FIVE_MINUTES,
  retry: false,
});

/** The signed-in user, `null` when nobody is (a 401), `undefined` while loading. */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions);
  // An administrator impersonating someone keeps reading in their own language: the enrollee's is
  // the enrollee's choice for their texts and e-mails, not for the person at this screen.
  const language = query.data?.isImpersonating ? undefined : query.data?.preferredLanguage;
  useEffect(() => {
    // A signed-in user's stored language wins over the device's choice.
    if (isLanguage(language) && language !== i18n.language) void applyLanguage(language);
  }, [language]);
  return { user: query.data, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** Forgets every cached answer of the session that ended, and that anyone is signed in. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(currentUserQueryOptions.queryKey, null);
}

/** Ends the session on the server. */
export function logOut(): Promise<unknown> {
  return apiRequest('POST', '/api/logout', {});
}

/** Ends the session on the server, forgets every cached answer and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      forgetSession(queryClient);
      toast({ title: t('logout.successTitle'), description: t('logout.successBody') });
      void navigate('/');
    },
    onError: () => {
      toast({ title: t('logout.failedTitle'), description: t('logout.failedBody'), variant: 'destructive' });
    },
  });
}
