/** Whether a request URL (path and query) names `prefix` itself or something below it: `/api`, `/api/…`, `/api?…`. */
export function isUnderPath(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}
