import { parseVariables } from './template-variables.js';

describe('template variables as the admin form sends them', () => {
  it('reads a JSON-encoded list, a list, or a comma-separated string', () => {
    expect(parseVariables('["firstName","date"]')).toEqual(['firstName', 'date']);
    expect(parseVariables(['firstName', 'time'])).toEqual(['firstName', 'time']);
    expect(parseVariables('firstName, spaceTitle ,date')).toEqual(['firstName', 'spaceTitle', 'date']);
    expect(parseVariables('"firstName,date"')).toEqual(['firstName', 'date']);
  });

  it('turns anything unparsable or empty into an empty list', () => {
    for (const value of ['', '  ', '[broken', '{"a":1}', '42', null, undefined, 7, {}])
      expect(parseVariables(value)).toEqual([]);
  });

  it('drops duplicates, braces and names that are not placeholders', () => {
    expect(parseVariables('["{{firstName}}", "firstName", "not a name", 3]')).toEqual(['firstName']);
  });
});
