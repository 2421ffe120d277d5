/**
 * A page module and the component it exports, below `src/`: a feature's own page
 * (`features/<feature>/components/<name>-page#<Export>`), or a route that combines features, which
 * never import each other (`app/routes/<name>-page#<Export>`). Each is a chunk of its own, so a first
 * download holds the shell and one page.
 */
export type PageModule =
  `features/${string}/components/${string}-page#${string}` | `app/routes/${string}-page#${string}`;

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
  { path: '/', page: 'features/home/components/home-page#HomePage' },
  { path: '/resources', page: 'features/resources/components/resources-page#ResourcesPage' },
  { path: '/login', page: 'features/auth/components/login-page#LoginPage' },
  { path: '/register', page: 'features/auth/components/register-page#RegisterPage' },
  { path: '/forgot-password', page: 'features/auth/components/forgot-password-page#ForgotPasswordPage' },
  { path: '/reset-password', page: 'features/auth/components/reset-password-page#ResetPasswordPage' },
  { path: '/verify-email', page: 'features/auth/components/verify-email-page#VerifyEmailPage' },
  {
    path: '/dashboard',
    page: 'app/routes/dashboard-page#DashboardPage',
    adminPage: 'features/admin/components/admin-page#AdminPage',
    signedIn: true,
  },
  { path: '/profile', page: 'features/profile/components/profile-page#ProfilePage', signedIn: true },
  { path: '/admin', page: 'features/admin/components/admin-page#AdminPage', signedIn: true },
  {
    path: '/admin/medicaid-exemptions',
    page: 'features/exemption-types/components/exemption-types-page#ExemptionTypesPage',
    signedIn: true,
  },
  {
    path: '/admin/feedback',
    page: 'features/feedback-admin/components/feedback-admin-page#FeedbackAdminPage',
    signedIn: true,
  },
  { path: '/admin/audit', page: 'features/audit-log/components/audit-log-page#AuditLogPage', signedIn: true },
  {
    path: '/admin/usage',
    page: 'features/usage-admin/components/usage-admin-page#UsageAdminPage',
    signedIn: true,
  },
  {
    path: '/admin/verifications',
    page: 'features/verifications/components/verifications-admin-page#VerificationsAdminPage',
    signedIn: true,
  },
  {
    path: '/admin/verifications/:id',
    page: 'features/verifications/components/verification-detail-page#VerificationDetailPage',
    signedIn: true,
  },
  {
    path: '/admin/data-matches',
    page: 'features/verifications/components/data-matches-page#DataMatchesPage',
    signedIn: true,
  },
  {
    path: '/state-portal',
    page: 'features/state-portal/components/work-queue-page#WorkQueuePage',
    signedIn: true,
  },
  // Before `/state-portal/:exemptionId`: the server's route preloads take the first path that matches.
  {
    path: '/state-portal/requests',
    page: 'app/routes/state-portal-page#StatePortalPage',
    signedIn: true,
  },
  {
    path: '/state-portal/work/:kind/:id',
    page: 'app/routes/work-item-page#WorkItemPage',
    signedIn: true,
  },
  {
    path: '/state-portal/:exemptionId',
    page: 'app/routes/exemption-review-page#ExemptionReviewPage',
    signedIn: true,
  },
  {
    path: '/user-profile/:userId',
    page: 'features/admin/components/user-profile-page#UserProfilePage',
    signedIn: true,
  },
  {
    path: '/activities',
    page: 'features/activities/components/activities-page#ActivitiesPage',
    signedIn: true,
  },
  {
    path: '/activity/:id',
    page: 'features/activities/components/edit-activity-page#EditActivityPage',
    signedIn: true,
  },
  {
    path: '/user-activities/:userId',
    page: 'app/routes/user-activities-page#UserActivitiesPage',
    signedIn: true,
  },
  { path: '/pay', page: 'features/income/components/pay-page#PayPage', signedIn: true },
  // Before `/pay/:id`: the server's route preloads take the first path that matches.
  { path: '/pay/new', page: 'features/income/components/add-pay-page#AddPayPage', signedIn: true },
  { path: '/pay/:id', page: 'features/income/components/edit-pay-page#EditPayPage', signedIn: true },
  {
    path: '/notifications',
    page: 'features/notifications/components/notifications-page#NotificationsPage',
    signedIn: true,
  },
];
