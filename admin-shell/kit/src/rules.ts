// The kit's pure functions (no React, no react-admin), importable from unit tests as 'admin-kit/rules'.
export * from './api/http-error';
export * from './api/permissions';
export * from './format/format';
export * from './form/list-entry';
export * from './form/numbers';
