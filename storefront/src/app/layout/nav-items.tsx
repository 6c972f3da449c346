import { Link, useLocation } from '../router';
import { cx } from '../../ui/cx';
import { isNavLinkActive, NAV_LINKS } from './nav-links';

export function NavItems({ onPick, vertical }: { onPick?: () => void; vertical?: boolean }) {
  const { pathname } = useLocation();
  return (
    <ul className={cx('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {NAV_LINKS.map((link) => {
        const active = isNavLinkActive(link.to, pathname);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onPick}
              aria-current={active ? 'page' : undefined}
              className={cx(
                'block rounded-lg px-3 py-2 text-sm font-medium',
                active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
