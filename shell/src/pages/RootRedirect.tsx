import { Navigate } from 'react-router';

/** The root: a visitor starts with onboarding. (Signed-in users are sent to their companies once identity lands.) */
export function RootRedirect() {
  return <Navigate to="/onboarding/start" replace />;
}
