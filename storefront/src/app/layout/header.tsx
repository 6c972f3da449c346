import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../ui/button';
import { Container } from '../../ui/layout';
import { cx } from '../../ui/cx';
import { SITE } from '../site-config';
import { isNavLinkActive, NAV_LINKS } from './nav-links';

function NavItems({ onPick, vertical }: { onPick?: () => void; vertical?: boolean }) {
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

export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="text-lg font-extrabold tracking-tight text-brand-800">
          {SITE.shortName}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavItems />
        </nav>
        <div className="flex items-center gap-2">
          <ButtonLink to="/membership" size="sm" className="hidden sm:inline-flex">
            Join Now
          </ButtonLink>
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 lg:hidden" aria-label="Open menu">
              <Menu aria-hidden="true" className="size-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
              <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[280px] flex-col bg-white p-4 shadow-xl" aria-describedby={undefined}>
                <div className="mb-4 flex items-center justify-between">
                  <Dialog.Title className="text-lg font-bold text-brand-800">Menu</Dialog.Title>
                  <Dialog.Close className="rounded-lg p-2 hover:bg-slate-100" aria-label="Close menu">
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </div>
                <nav aria-label="Mobile">
                  <NavItems vertical onPick={() => setDrawerOpen(false)} />
                </nav>
                <ButtonLink to="/membership" className="mt-6">
                  Join Now
                </ButtonLink>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </Container>
    </header>
  );
}
