import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { ButtonLink } from '../../ui/button';
import { NavItems } from './nav-items';

/** The 280 px side drawer of small screens: a modal dialog (focus trapped, Escape closes) that closes on a link. */
export default function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          id="mobile-menu"
          className="fixed inset-y-0 right-0 z-50 flex w-[280px] flex-col bg-white p-4 shadow-xl"
          aria-describedby={undefined}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-800">Menu</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 hover:bg-slate-100" aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <NavItems vertical onPick={() => onOpenChange(false)} />
          </nav>
          <div onClick={() => onOpenChange(false)} className="mt-6 flex flex-col">
            <ButtonLink to="/membership">Join Now</ButtonLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
