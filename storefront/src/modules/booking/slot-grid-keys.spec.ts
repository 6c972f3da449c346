import { slotGridTarget } from './slot-grid-keys';

// Seven slots in rows of three:   0 1 2
//                                 3 4 5
//                                 6
describe('moving through the time-slot grid by keyboard', () => {
  const move = (key: string, from: number) => slotGridTarget(key, from, 7, 3);

  it('moves left and right through the day in order, across row ends, and stops at either end', () => {
    expect(move('ArrowRight', 2)).toBe(3);
    expect(move('ArrowLeft', 3)).toBe(2);
    expect(move('ArrowRight', 6)).toBe(6);
    expect(move('ArrowLeft', 0)).toBe(0);
  });

  it('moves up and down by a row in the same column, to the last slot under a short last row', () => {
    expect(move('ArrowDown', 1)).toBe(4);
    expect(move('ArrowUp', 4)).toBe(1);
    expect(move('ArrowDown', 3)).toBe(6);
    expect(move('ArrowDown', 5)).toBe(6);
    expect(move('ArrowDown', 6)).toBe(6);
    expect(move('ArrowUp', 2)).toBe(2);
  });

  it('goes to the first and last slot of the day with Home and End, whatever the row', () => {
    expect(move('Home', 5)).toBe(0);
    expect(move('End', 1)).toBe(6);
  });

  it('follows the number of columns the screen shows', () => {
    expect(slotGridTarget('ArrowDown', 1, 7, 2)).toBe(3);
    expect(slotGridTarget('ArrowDown', 5, 7, 2)).toBe(6);
    expect(slotGridTarget('ArrowDown', 6, 7, 2)).toBe(6);
  });

  it('leaves other keys to the page (Tab leaves the grid; Enter and Space toggle the focused slot)', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'PageDown']) expect(move(key, 4)).toBeNull();
    expect(slotGridTarget('ArrowRight', 0, 0, 3)).toBeNull();
  });
});
