import { Hourglass, MessageSquare } from 'lucide-react';
import { Button, ButtonLink } from '../../../ui/button';
import { toast } from '../../../ui/toast';

interface ComingSoonTabProps {
  title: string;
  text: string;
  link: { to: string; label: string };
  /** The Community tab also offers the members' Slack. */
  slack?: boolean;
}

export function ComingSoonTab({ title, text, link, slack = false }: ComingSoonTabProps) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 p-10 text-center">
      <Hourglass aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h2 className="mt-4 text-xl font-bold">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {slack && (
          <Button
            variant="secondary"
            onClick={() =>
              toast({
                title: 'Slack Invitations',
                description:
                  'Our community team sends invitations to members. Ask at the front desk or send us a message.',
              })
            }
          >
            <MessageSquare aria-hidden="true" className="size-4" /> Join Slack
          </Button>
        )}
        <ButtonLink to={link.to} variant="outline">
          {link.label}
        </ButtonLink>
      </div>
    </div>
  );
}
