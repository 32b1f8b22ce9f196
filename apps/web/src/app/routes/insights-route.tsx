// /{siteName}/insights?token=…: the tenant's private dashboard; its chart library loads with this chunk only.
import { InsightsScreen } from '../../features/insights/insights-screen.tsx';

export function Component() {
  return <InsightsScreen />;
}
