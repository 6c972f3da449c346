import { Briefcase, MapPin, Send } from 'lucide-react';
import { SITE } from '../../../app/site-config';
import { Button } from '../../../ui/button';
import { Disclosure } from '../../../ui/disclosure';
import { OPENINGS, type Position } from '../openings';

export function JobOpenings({ onApply }: { onApply: (position: Position) => void }) {
  return (
    <ul className="space-y-4">
      {OPENINGS.map((opening) => (
        <li key={opening.title}>
          <Disclosure
            summary={
              <span className="block">
                <span className="block text-lg">{opening.title}</span>
                <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm font-normal text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <Briefcase aria-hidden="true" className="size-4" /> {opening.type}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-4" /> {SITE.address.short}, on site
                  </span>
                </span>
                <span className="mt-2 block font-normal text-slate-700">{opening.summary}</span>
              </span>
            }
          >
            <div className="grid gap-6 border-t border-slate-200 pt-5 md:grid-cols-2">
              <div>
                <h4 className="font-semibold text-slate-900">What you will do</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {opening.responsibilities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="font-semibold text-slate-900">What we are looking for</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {opening.requirements.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </div>
            <Button className="mt-6" onClick={() => onApply(opening.title)}>
              <Send aria-hidden="true" className="size-4" /> Apply<span className="sr-only"> for {opening.title}</span>
            </Button>
          </Disclosure>
        </li>
      ))}
    </ul>
  );
}
