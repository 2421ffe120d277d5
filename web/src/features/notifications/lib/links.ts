/**
 * The in-app path a notification opens, or null. Only paths inside the app are followed, whatever
 * a stored link says, so a notification can never send someone to another site.
 */
export function inAppPath(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** The translation key naming where a link goes, so each link says more than "Open". */
export function linkLabelKey(path: string): string {
  if (path === '/activities') return 'item.openActivities';
  if (path === '/dashboard') return 'item.openDashboard';
  return 'item.open';
}
