/**
 * Asks for the spaces list from the page's `<head>`, so it arrives while the page's code is still loading instead of
 * after it (the list is what the spaces and booking pages are for; the query then finds the answer waiting). Left
 * out when the page already carries the list (the API renders these pages with it).
 */
export function SpacesPreload() {
  return <link rel="preload" href="/api/spaces" as="fetch" crossOrigin="anonymous" />;
}
