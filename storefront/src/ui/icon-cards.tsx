import { type LucideIcon } from 'lucide-react';
import { cx } from './cx';
import { Card } from './layout';

export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

const COLUMNS = { 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/** A grid of cards, each an icon, a short title and a sentence (features, values, benefits). */
export function IconCards({ items, columns = 3 }: { items: IconCardItem[]; columns?: 3 | 4 }) {
  return (
    <ul className={cx('grid gap-6', COLUMNS[columns])}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="h-full">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
