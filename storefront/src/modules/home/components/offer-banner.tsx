import { ArrowRight, Tag } from 'lucide-react';
import { Link } from '../../../app/router';
import { formatVenueDate } from '../../../ui/format';
import { Container } from '../../../ui/layout';
import { type FeaturedPromotion } from '../featured-promotion';

/**
 * A slim strip above the hero: the featured promotion's banner, its last day and its code. It leads to the plans,
 * or to the workspaces for a promotion on spaces.
 */
export function OfferBanner({ promotion }: { promotion: FeaturedPromotion }) {
  return (
    <Link
      to={promotion.appliesTo === 'spaces' ? '/spaces' : '/membership'}
      className="block bg-accent-500 text-slate-900 hover:bg-amber-400 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-900"
    >
      <Container className="flex items-center justify-center gap-2 py-2 text-center text-sm">
        <Tag aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <strong>{promotion.bannerText}</strong>
          {promotion.validTo && ` until ${formatVenueDate(promotion.validTo)}`} · Use code{' '}
          <strong className="font-mono">{promotion.code}</strong> at checkout
        </span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </Container>
    </Link>
  );
}
