/** Which tab the current URL shows: the segment after /dashboard, Overview when there is none. */
export function currentTabKey(pathname: string, basename: string): string {
  const rest = pathname.slice(basename.length).replace(/^\/dashboard\/?/, '');
  return rest.split('/')[0] || 'overview';
}
