import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The backend's modules as the tree has them: the folders of backend/src/modules. */
function moduleFolders(): string[] {
  return readdirSync(`${ROOT}backend/src/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The modules the README's table names: its rows whose first cell is a module in backquotes. */
function readmeModules(): string[] {
  const readme = readFileSync(`${ROOT}README.md`, 'utf8');
  const section = readme.slice(readme.indexOf('one NestJS module per domain'), readme.indexOf('## Repository'));
  return [...section.matchAll(/^\| `([a-z-]+)`\s*\|/gm)].map((match) => match[1]).sort();
}

describe("the README's list of backend modules", () => {
  it('names every folder of backend/src/modules, and nothing else', () => {
    expect(readmeModules().length).toBeGreaterThan(0);
    expect(readmeModules()).toEqual(moduleFolders());
  });
});
