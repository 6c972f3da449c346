/**
 * Asks for the spaces list from the page's `<head>`, so it arrives while the page's code is still loading instead of
 * after it (the list is what the spaces and booking pages are for; the query then finds the answer waiting).
 */
export function SpacesPreload() {
  return <link rel="preload" href="/api/spaces" as="fetch" crossOrigin="anonymous" />;
}
