import 'reflect-metadata';

// Under swc, MikroORM cannot tell it runs TypeScript; say so, or it looks for compiled files only.
process.env.MIKRO_ORM_CLI_ALWAYS_ALLOW_TS = '1';
process.env.LOG_LEVEL ??= 'silent';
