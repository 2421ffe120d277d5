/**
 * A page module and the component it exports: `<feature>/components/<name>-page#<Export>`, below
 * `src/features/`. Each is a chunk of its own, so a first download holds the shell and one page.
 */
export type PageModule = `${string}/components/${string}-page#${string}`;

export interface PageRoute {
  path: string;
  page: PageModule;
  /** What `/dashboard` shows an administrator instead of `page`. */
  adminPage?: PageModule;
  /** Signed-in people only: the others are sent to the login page. */
  signedIn?: boolean;
}

/**
 * Every page of the app. Data, not JSX, so that start-up can fetch the code of the page being opened
 * before the router renders it, and the bundle report (`npm run size -w web`) can check the first
 * download of each. The router adds `*` (not found), which is part of the shell.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', page: 'home/components/home-page#HomePage' },
  { path: '/resources', page: 'resources/components/resources-page#ResourcesPage' },
  { path: '/login', page: 'auth/components/login-page#LoginPage' },
  { path: '/register', page: 'auth/components/register-page#RegisterPage' },
  { path: '/forgot-password', page: 'auth/components/forgot-password-page#ForgotPasswordPage' },
  { path: '/reset-password', page: 'auth/components/reset-password-page#ResetPasswordPage' },
  { path: '/verify-email', page: 'auth/components/verify-email-page#VerifyEmailPage' },
  {
    path: '/dashboard',
    page: 'dashboard/components/dashboard-page#DashboardPage',
    adminPage: 'admin/components/admin-page#AdminPage',
    signedIn: true,
  },
  { path: '/profile', page: 'profile/components/profile-page#ProfilePage', signedIn: true },
  { path: '/admin', page: 'admin/components/admin-page#AdminPage', signedIn: true },
  {
    path: '/admin/medicaid-exemptions',
    page: 'exemption-types/components/exemption-types-page#ExemptionTypesPage',
    signedIn: true,
  },
  {
    path: '/admin/feedback',
    page: 'feedback-admin/components/feedback-admin-page#FeedbackAdminPage',
    signedIn: true,
  },
  { path: '/admin/audit', page: 'audit-log/components/audit-log-page#AuditLogPage', signedIn: true },
  { path: '/admin/usage', page: 'usage-admin/components/usage-admin-page#UsageAdminPage', signedIn: true },
  {
    path: '/admin/verifications',
    page: 'verifications/components/verifications-admin-page#VerificationsAdminPage',
    signedIn: true,
  },
  {
    path: '/admin/verifications/:id',
    page: 'verifications/components/verification-detail-page#VerificationDetailPage',
    signedIn: true,
  },
  {
    path: '/admin/data-matches',
    page: 'verifications/components/data-matches-page#DataMatchesPage',
    signedIn: true,
  },
  {
    path: '/state-portal',
    page: 'state-portal/components/work-queue-page#WorkQueuePage',
    signedIn: true,
  },
  // Before `/state-portal/:exemptionId`: the server's route preloads take the first path that matches.
  {
    path: '/state-portal/requests',
    page: 'state-portal/components/state-portal-page#StatePortalPage',
    signedIn: true,
  },
  {
    path: '/state-portal/work/:kind/:id',
    page: 'state-portal/components/work-item-page#WorkItemPage',
    signedIn: true,
  },
  {
    path: '/state-portal/:exemptionId',
    page: 'state-portal/components/exemption-review-page#ExemptionReviewPage',
    signedIn: true,
  },
  {
    path: '/user-profile/:userId',
    page: 'admin/components/user-profile-page#UserProfilePage',
    signedIn: true,
  },
  { path: '/activities', page: 'activities/components/activities-page#ActivitiesPage', signedIn: true },
  {
    path: '/activity/:id',
    page: 'activities/components/edit-activity-page#EditActivityPage',
    signedIn: true,
  },
  {
    path: '/user-activities/:userId',
    page: 'user-activities/components/user-activities-page#UserActivitiesPage',
    signedIn: true,
  },
  { path: '/pay', page: 'income/components/pay-page#PayPage', signedIn: true },
  // Before `/pay/:id`: the server's route preloads take the first path that matches.
  { path: '/pay/new', page: 'income/components/add-pay-page#AddPayPage', signedIn: true },
  { path: '/pay/:id', page: 'income/components/edit-pay-page#EditPayPage', signedIn: true },
  {
    path: '/notifications',
    page: 'notifications/components/notifications-page#NotificationsPage',
    signedIn: true,
  },
];
