import { Toast } from 'radix-ui';
import { cx } from './cx';
import { dismissToast, type ShownToast } from './toast';

/** Radix toast defaults: 5 s, swipe right, F8 to focus the viewport. */
export default function ToastView({ shown }: { shown: ShownToast }) {
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      <Toast.Root
        key={shown.id}
        open={shown.open}
        onOpenChange={(open) => !open && dismissToast(shown.id)}
        className={cx(
          'grid grid-cols-[1fr_auto] items-start gap-x-4 rounded-xl border p-4 shadow-lg',
          shown.variant === 'destructive'
            ? 'border-red-700 bg-red-700 text-white'
            : 'border-slate-200 bg-white text-slate-900',
        )}
      >
        <Toast.Title className="font-semibold">{shown.title}</Toast.Title>
        {shown.description && (
          <Toast.Description className="col-start-1 mt-1 text-sm opacity-90">{shown.description}</Toast.Description>
        )}
        <Toast.Close
          aria-label="Close"
          className="col-start-2 row-span-2 row-start-1 rounded px-2 text-lg leading-none"
        >
          ×
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </Toast.Provider>
  );
}
