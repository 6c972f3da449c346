import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/**
 * The portal's tabs, by the WAI-ARIA tabs pattern (as Radix Tabs does it, whose 10 KB the signed-in portal's first
 * paint cannot afford): one tab stop, Left/Right to the previous/next tab (wrapping), Home/End to the first/last,
 * and a tab is opened as soon as it is moved to. Only the open tab's panel is rendered.
 */
interface TabListProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Shared by the tabs and their panels' ids (from useId). */
  idBase: string;
  /** The tabs shown, in order (a tab left out is not offered). */
  tabs: Partial<Record<T, string>>;
  value: T;
  onChange(value: T): void;
  /** The member reaches for a tab (points at, touches or focuses it): its code can start loading. */
  onReach?(value: T): void;
  className: string;
  tabClassName: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

export function TabList<T extends string>({
  label,
  idBase,
  tabs,
  value,
  onChange,
  onReach,
  className,
  tabClassName,
}: TabListProps<T>) {
  const values = Object.keys(tabs) as T[];
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = values.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % values.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + values.length) % values.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onChange(values[target]);
    buttons.current.get(values[target])?.focus();
  }

  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={className}>
      {values.map((each, index) => {
        const selected = each === value;
        return (
          <button
            key={each}
            ref={(button) => {
              if (button) buttons.current.set(each, button);
              else buttons.current.delete(each);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, each)}
            aria-selected={selected}
            aria-controls={panelId(idBase, each)}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            className={tabClassName}
            onClick={() => onChange(each)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerOver={() => onReach?.(each)}
            onTouchStart={() => onReach?.(each)}
            onFocus={() => onReach?.(each)}
          >
            {tabs[each]}
          </button>
        );
      })}
    </div>
  );
}

/** The open tab's panel, named by its tab; focusable, so keyboard users reach content without a focusable item. */
export function TabPanel({
  idBase,
  value,
  className,
  children,
}: {
  idBase: string;
  value: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      tabIndex={0}
      data-state="active"
      className={className}
    >
      {children}
    </div>
  );
}
