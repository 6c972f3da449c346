/**
 * Where a key moves focus in the time-slot grid (the WAI-ARIA grid pattern, one tab stop): the slots are one day's
 * times in order, wrapped into rows of `columns`. Answers the index of the slot to focus, or null when the key is
 * not the grid's (Tab, letters, Enter and Space pass through; the focused slot's button handles Enter and Space).
 *
 * Unavailable slots are not skipped: they stay focusable and say they are unavailable, so Up and Down always land
 * in the same column and a screen-reader user hears which times are taken.
 */
export function slotGridTarget(key: string, index: number, count: number, columns: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const rowStart = index - (index % columns);
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    // The last row may be short: Down from above its end lands on the last slot, and from the last row stays.
    case 'ArrowDown':
      return rowStart + columns > last ? index : Math.min(index + columns, last);
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    // The rows are only how the day's times wrap on this screen, so Home and End go to the day's first and last
    // slot (with or without Ctrl, which the grid pattern uses for the grid's first and last cell).
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
