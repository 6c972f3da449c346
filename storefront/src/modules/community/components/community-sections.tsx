import { BadgePercent, CheckCircle2, MessagesSquare, Quote } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';
import { Card, Section } from '../../../ui/layout';
import { PARTNER_DISCOUNTS, PERKS, SUCCESS_STORIES } from '../community-content';

/** Success stories and member perks (the community page loads them on first use, see there). */
export function StoriesAndPerks() {
  return (
    <>
      <Section title="Success Stories" intro="A few of the businesses that grew up here.">
        <ul className="grid gap-6 md:grid-cols-3">
          {SUCCESS_STORIES.map((story) => (
            <li key={story.name}>
              <Card className="flex h-full flex-col">
                <Quote aria-hidden="true" className="size-8 text-accent-500" />
                <h3 className="mt-3 text-lg font-semibold">{story.name}</h3>
                <p className="text-sm text-slate-600">{story.person}</p>
                <p className="mt-3 flex-1 text-slate-700">{story.story}</p>
                <p className="mt-4 font-semibold text-brand-700">{story.result}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" title="Member Perks">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PERKS.map((perk) => (
            <li key={perk.title} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm">
              <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold">{perk.title}</h3>
                <p className="mt-1 text-slate-600">{perk.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** Partner discounts, the feed to come and the invitation to join (loaded on first use, as above). */
export function DiscountsAndInvitation() {
  return (
    <>
      <Section
        tone="muted"
        title="Partner Discounts"
        intro="Members save with businesses we trust around Syokimau and Nairobi."
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {PARTNER_DISCOUNTS.map((discount) => (
            <li key={discount.partner} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm">
              <BadgePercent aria-hidden="true" className="size-7 shrink-0 text-accent-500" />
              <div>
                <h3 className="font-semibold">{discount.partner}</h3>
                <p className="mt-1 text-slate-600">{discount.offer}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          Show your member card or ask the front desk for the current partner codes.
        </p>
      </Section>
      <Section title="Community Feed">
        <div className="rounded-2xl border-2 border-dashed border-slate-300 p-10 text-center">
          <MessagesSquare aria-hidden="true" className="mx-auto size-10 text-brand-700" />
          <h3 className="mt-4 text-lg font-semibold">Community Feed Coming Soon</h3>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">
            A place for members to share news, ask for help and post opportunities. Until then, our members' chat and
            monthly mixers keep everyone connected.
          </p>
        </div>
      </Section>
      <Section tone="brand">
        <div className="text-center">
          <h2 className="text-2xl font-bold sm:text-3xl">Join the Community</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">Become a member, come to an event, or just say hello.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/membership" variant="secondary" size="lg">
              Become a Member
            </ButtonLink>
            <ButtonLink to="/events" variant="light" size="lg">
              Browse Events
            </ButtonLink>
            <ButtonLink to="/contact" variant="light" size="lg">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
