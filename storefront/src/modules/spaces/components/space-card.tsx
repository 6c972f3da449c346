import { capacityText, SPACE_TYPE_LABELS, spacePriceText } from '@coworking/domain';
import { MapPin, Users } from 'lucide-react';
import { SITE } from '../../../app/site-config';
import { Button } from '../../../ui/button';
import { Badge } from '../../../ui/layout';
import { type Space, spaceImage } from '../space-format';

interface SpaceCardProps {
  space: Space;
  /** Fetched at once and first (the card leads the list); the others load as they scroll into view. */
  priority?: boolean;
  onBook(space: Space): void;
}

export function SpaceCard({ space, priority = false, onBook }: SpaceCardProps) {
  const price = spacePriceText(space.rate, space.billingCycle);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={spaceImage(space)}
        alt=""
        width={400}
        height={280}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="aspect-[10/7] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="slate">{SPACE_TYPE_LABELS[space.type]}</Badge>
          {space.featured && <Badge tone="amber">Featured</Badge>}
          <Badge tone={space.isAvailable ? 'green' : 'red'}>{space.isAvailable ? 'Available' : 'Unavailable'}</Badge>
        </div>
        <h3 className="mt-3 text-lg font-bold">{space.name}</h3>
        {space.description && <p className="mt-1 text-sm text-slate-600">{space.description}</p>}
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4" /> {capacityText(space.type, space.capacity)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4" /> {SITE.address.short}
          </li>
        </ul>
        {space.amenities.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Amenities">
            {space.amenities.slice(0, 5).map((amenity) => (
              <li key={amenity} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {amenity}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="font-bold text-brand-800">{price}</p>
          <Button
            onClick={() => onBook(space)}
            disabled={!space.isAvailable}
            // The visible words come first, so a voice-control user can say what they see (WCAG 2.5.3).
            aria-label={`${space.isAvailable ? 'Book Now' : 'Unavailable'}: ${space.name}`}
          >
            {space.isAvailable ? 'Book Now' : 'Unavailable'}
          </Button>
        </div>
      </div>
    </article>
  );
}
