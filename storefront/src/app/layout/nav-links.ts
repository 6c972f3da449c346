export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/spaces', label: 'Spaces' },
  { to: '/membership', label: 'Membership' },
  { to: '/events', label: 'Events' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

/** A link is active when the location starts with its path; Home only on exactly `/`. */
export function isNavLinkActive(linkPath: string, location: string): boolean {
  return linkPath === '/' ? location === '/' : location.startsWith(linkPath);
}
