/**
 * Writes a new migration from the difference between the entities and the database
 * (DATABASE_URL, migrated to the latest first) into src/database/migrations and registers it
 * in src/database/migrations/index.ts. Usage: npm run migration:create -w backend -- <name>
 */
import 'reflect-metadata';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig, requireDatabaseUrl } from '../config/app-config.js';
import { createOrmConfig } from '../database/mikro-orm.config.js';

const sourceFolder = fileURLToPath(new URL('../../src/database/migrations', import.meta.url));
const name = process.argv[2];
const config = loadConfig();
const orm = await MikroORM.init(createOrmConfig(requireDatabaseUrl(config), { poolSize: 2 }));
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(sourceFolder, false, false, name);
  if (!result.fileName) {
    console.log('The database already matches the entities: no migration written.');
  } else {
    const className = result.fileName.replace(/\.ts$/, '');
    const indexFile = `${sourceFolder}/index.ts`;
    const index = await readFile(indexFile, 'utf8');
    const lastImportEnd = index.lastIndexOf('\n', index.indexOf('\n', index.lastIndexOf('import ')));
    const withImport = `${index.slice(0, lastImportEnd + 1)}import { ${className} } from './${className}.js';\n${index.slice(lastImportEnd + 1)}`;
    const withEntry = withImport.replace(/\n\];\s*$/, `\n  { name: '${className}', class: ${className} },\n];\n`);
    await writeFile(indexFile, withEntry);
    console.log(`Wrote ${result.fileName} and registered it in migrations/index.ts:\n${result.diff.up.join('\n')}`);
  }
} finally {
  await orm.close();
}
