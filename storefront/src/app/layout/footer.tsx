import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '../router';
import { NewsletterForm } from '../../modules/newsletter/newsletter-form';
import { Container } from '../../ui/layout';
import { SITE } from '../site-config';
import { NAV_LINKS } from './nav-links';

const FOOTER_GROUPS = [
  {
    title: 'Explore',
    links: NAV_LINKS,
  },
  {
    title: 'Help',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/admin/login', label: 'Admin Portal' },
      { to: '/user-portal', label: 'User Portal' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{SITE.name}</p>
          <p className="mt-3 text-sm">{SITE.tagline}.</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" /> {SITE.address.full}
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />{' '}
              <a href={SITE.phoneHref} className="hover:text-white">
                {SITE.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />{' '}
              <a href={`mailto:${SITE.email}`} className="hover:text-white">
                {SITE.email}
              </a>
            </li>
          </ul>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <p className="font-semibold text-white">{group.title}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  {/* The admin is a separate app: a full page load, not a client-side route. */}
                  {link.to.startsWith('/admin') ? (
                    <a href={link.to} className="hover:text-white">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to} className="hover:text-white">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <p className="font-semibold text-white">Stay in the loop</p>
          <p className="mt-3 mb-3 text-sm">Events, offers and community news, once or twice a month.</p>
          <NewsletterForm variant="footer" />
          <ul className="mt-5 flex flex-wrap gap-3 text-sm" aria-label="Social links">
            {SITE.social.map((social) => (
              <li key={social.name}>
                <a href={social.href} rel="noopener" target="_blank" className="hover:text-white">
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-slate-800 py-5 text-center text-sm">
        © {SITE.copyrightYear} {SITE.name}. All rights reserved.
      </div>
    </footer>
  );
}
