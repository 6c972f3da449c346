import { adminJestConfig } from '../../jest.shared.mjs';

export default adminJestConfig(import.meta.dirname);
