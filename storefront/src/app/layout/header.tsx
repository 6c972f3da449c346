import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../router';
import { ButtonLink } from '../../ui/button';
import { Container } from '../../ui/layout';
import { SITE } from '../site-config';
import { NavItems } from './nav-items';

// The drawer (Radix dialog) loads on first use; desktop visitors and first paint never pay for it.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="whitespace-nowrap text-lg font-extrabold tracking-tight text-brand-800">
          {SITE.shortName}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavItems />
        </nav>
        <div className="flex items-center gap-2">
          {/* A wrapper hides it on phones: the button's own inline-flex would win over `hidden`. */}
          <span className="hidden sm:block">
            <ButtonLink to="/membership" size="sm">
              Join Now
            </ButtonLink>
          </span>
          <button
            type="button"
            className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onPointerEnter={() => setDrawerWanted(true)}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          {drawerWanted && (
            <Suspense fallback={null}>
              <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
            </Suspense>
          )}
        </div>
      </Container>
    </header>
  );
}
