import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../components/spinner';
import { useCurrentUser } from '../lib/auth';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';

// Every page is its own chunk, so the first download holds only the shell and the page asked for.
const HomePage = lazy(() =>
  import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
const ResourcesPage = lazy(() =>
  import('../features/resources/components/resources-page').then((m) => ({ default: m.ResourcesPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const AdminPage = lazy(() =>
  import('../features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })),
);
const UserProfilePage = lazy(() =>
  import('../features/admin/components/user-profile-page').then((m) => ({ default: m.UserProfilePage })),
);
const ExemptionTypesPage = lazy(() =>
  import('../features/exemption-types/components/exemption-types-page').then((m) => ({
    default: m.ExemptionTypesPage,
  })),
);
const StatePortalPage = lazy(() =>
  import('../features/state-portal/components/state-portal-page').then((m) => ({
    default: m.StatePortalPage,
  })),
);
const ExemptionReviewPage = lazy(() =>
  import('../features/state-portal/components/exemption-review-page').then((m) => ({
    default: m.ExemptionReviewPage,
  })),
);
const ActivitiesPage = lazy(() =>
  import('../features/activities/components/activities-page').then((m) => ({ default: m.ActivitiesPage })),
);
const EditActivityPage = lazy(() =>
  import('../features/activities/components/edit-activity-page').then((m) => ({
    default: m.EditActivityPage,
  })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/components/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const FeedbackAdminPage = lazy(() =>
  import('../features/feedback-admin/components/feedback-admin-page').then((m) => ({
    default: m.FeedbackAdminPage,
  })),
);
const AuditLogPage = lazy(() =>
  import('../features/audit-log/components/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
);
const UserActivitiesPage = lazy(() =>
  import('../features/user-activities/components/user-activities-page').then((m) => ({
    default: m.UserActivitiesPage,
  })),
);

/** `/dashboard`: administrators see the administration view, everyone else the enrollee dashboard. */
function DashboardRoute() {
  const { user } = useCurrentUser();
  if (!user) return <Spinner />;
  return user.isAdmin ? <AdminPage /> : <DashboardPage />;
}

/** Every screen of the app. Declarative routes: no loaders or actions, so the smaller router suffices. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/resources" element={<ResourcesPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <DashboardRoute />
            </RequireAuth>
          }
        />
        <Route
          path="/profile"
          element={
            <RequireAuth>
              <ProfilePage />
            </RequireAuth>
          }
        />
        <Route
          path="/admin"
          element={
            <RequireAuth>
              <AdminPage />
            </RequireAuth>
          }
        />
        <Route
          path="/admin/medicaid-exemptions"
          element={
            <RequireAuth>
              <ExemptionTypesPage />
            </RequireAuth>
          }
        />
        <Route
          path="/admin/feedback"
          element={
            <RequireAuth>
              <FeedbackAdminPage />
            </RequireAuth>
          }
        />
        <Route
          path="/admin/audit"
          element={
            <RequireAuth>
              <AuditLogPage />
            </RequireAuth>
          }
        />
        <Route
          path="/state-portal"
          element={
            <RequireAuth>
              <StatePortalPage />
            </RequireAuth>
          }
        />
        <Route
          path="/state-portal/:exemptionId"
          element={
            <RequireAuth>
              <ExemptionReviewPage />
            </RequireAuth>
          }
        />
        <Route
          path="/user-profile/:userId"
          element={
            <RequireAuth>
              <UserProfilePage />
            </RequireAuth>
          }
        />
        <Route
          path="/activities"
          element={
            <RequireAuth>
              <ActivitiesPage />
            </RequireAuth>
          }
        />
        <Route
          path="/activity/:id"
          element={
            <RequireAuth>
              <EditActivityPage />
            </RequireAuth>
          }
        />
        <Route
          path="/user-activities/:userId"
          element={
            <RequireAuth>
              <UserActivitiesPage />
            </RequireAuth>
          }
        />
        <Route
          path="/notifications"
          element={
            <RequireAuth>
              <NotificationsPage />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
