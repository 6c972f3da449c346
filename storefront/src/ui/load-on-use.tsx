import { type ComponentType, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

export type OnUseComponent<P> = ComponentType<P> & {
  /** Starts loading the code now (the visitor is about to use it, e.g. hovers what changes it). */
  preload(): void;
};

/**
 * What counts as starting to use a part: pointing at it, touching it, moving the keyboard focus into it, or changing
 * one of its fields (as assistive technology may, without any of the others).
 */
const FIRST_USE = ['pointerover', 'touchstart', 'focusin', 'input', 'change'] as const;

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A part of a page that the prerendered HTML shows in full but whose code nobody needs before using it: the booking
 * calendar, a form and its validation. In the browser that HTML stays as it is (complete for search engines and link
 * previews, no layout shift) and the part's code loads when the visitor first points at, touches or focuses it, or
 * when `preload()` is called; React hydrates the part then. Rendered afresh in the browser (after a navigation, or
 * when the page is not prerendered), it loads at once. The rest of the page hydrates without waiting for it.
 *
 * What the visitor did in the part before its code came is carried over: what they typed stays (put back if a
 * field was reset as the code took it over), and a button pressed or a form sent meanwhile is pressed or sent again
 * (a form must not be sent by the browser itself: that would reload the page and lose everything).
 */
export function loadOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: {
    /**
     * Also when the part comes into view (a carousel that moves by itself): what it does unasked is only worth
     * doing where it is seen.
     */
    whenSeen?: boolean;
    /** Asked in the browser as the page is hydrated: true when the part must load at once after all. */
    atOnce?: () => boolean;
  } = {},
): OnUseComponent<P> {
  let release: () => void = () => {};
  const wanted = new Promise<void>((resolve) => (release = resolve));
  let loaded = false;
  const partLoaded = wanted.then(load).then((Component) => {
    loaded = true;
    return Component;
  });

  interface ReadyProps {
    /** Called once the part is hydrated (or rendered) and live. */
    onPartReady?: () => void;
  }
  // Rendering to HTML (build or API server) needs the part at once; the browser waits until it is wanted.
  const Part = lazy(async () => {
    const Component = typeof window === 'undefined' ? await load() : await partLoaded;
    function ReadyPart({ onPartReady, ...props }: P & ReadyProps) {
      useEffect(() => onPartReady?.(), [onPartReady]);
      return <Component {...(props as P)} />;
    }
    return { default: ReadyPart };
  });

  function OnUse(props: P) {
    const id = useId();
    const wrapper = useRef<HTMLDivElement>(null);
    // An element with this id already in the document is the prerendered HTML being hydrated; otherwise this is a
    // fresh render in the browser, which has nothing to show without the code.
    if (typeof document !== 'undefined' && (!document.getElementById(id) || options.atOnce?.())) release();
    const [, setLoaded] = useState(loaded);
    const pending = useRef<{ typed: Map<FormControl, string>; action?: () => void }>({ typed: new Map() });
    const ready = useRef(() => {
      const { typed, action } = pending.current;
      pending.current = { typed: new Map() };
      for (const [control, value] of typed) {
        if (!control.isConnected) continue;
        if (control.value === value) {
          // A list chosen from before the code came may keep showing the choice while React holds its first value:
          // React takes a list's value from its change event, so it is told.
          if (control instanceof HTMLSelectElement) control.dispatchEvent(new Event('change', { bubbles: true }));
          continue;
        }
        // Through the prototype's setter, as typing would: React watches the element's own `value` property and
        // would otherwise take the event for no change.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
        control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
      action?.();
    }).current;

    useEffect(() => {
      const element = wrapper.current;
      if (loaded || !element) return;
      const typedSoFar = () => {
        for (const control of element.querySelectorAll<FormControl>('input, textarea, select')) {
          if (control instanceof HTMLInputElement && /^(checkbox|radio|file|submit|button)$/.test(control.type))
            continue;
          pending.current.typed.set(control, control.value);
        }
      };
      void partLoaded.then(() => {
        // A field may be set back to its first-render value as the code takes it over (a controlled one is): keep
        // what was typed meanwhile.
        typedSoFar();
        setLoaded(true);
      });
      // Listened for on the document and matched by containment: in Chromium, pointer and click events did not reach
      // listeners on this box-less (`contents`) wrapper.
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const used = (event: Event) => inside(event) && release();
      const pressed = (event: Event) => {
        const button = inside(event) ? (event.target as Element).closest('button') : null;
        if (loaded || !button || button.disabled) return;
        pending.current.action = () => button.isConnected && button.click();
      };
      const sent = (event: Event) => {
        if (loaded || !inside(event)) return;
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        const submitter = (event as SubmitEvent).submitter;
        if (!pending.current.action || !submitter)
          pending.current.action = () =>
            form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null);
      };
      const listeners = [
        ...FIRST_USE.map((type) => [type, used] as const),
        ['click', pressed],
        ['submit', sent],
      ] as const;
      for (const [type, listener] of listeners)
        document.addEventListener(type, listener, { capture: true, passive: type !== 'submit' });
      // The wrapper has no box: its content is what comes into view.
      const seen =
        options.whenSeen && element.firstElementChild && typeof IntersectionObserver !== 'undefined'
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
              rootMargin: '600px 0px',
            })
          : undefined;
      if (seen && element.firstElementChild) seen.observe(element.firstElementChild);
      return () => {
        for (const [type, listener] of listeners) document.removeEventListener(type, listener, { capture: true });
        seen?.disconnect();
      };
    }, []);
    const part = (
      <Suspense fallback={null}>
        <Part {...props} onPartReady={ready} />
      </Suspense>
    );
    // Until its code is in, the part is given the props of its first render: React cannot pass new ones to HTML it
    // has not hydrated yet, and would replace that HTML with the (empty) fallback instead.
    const firstRender = useRef(part);
    return (
      // `contents`: the wrapper takes no box of its own, so the part lays out exactly as without it.
      <div id={id} ref={wrapper} className="contents">
        {loaded ? part : firstRender.current}
      </div>
    );
  }
  return Object.assign(OnUse, { preload: () => release() });
}
