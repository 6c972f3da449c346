import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminWebpackConfig } from '../../webpack.shared.mjs';

export default adminWebpackConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'panel_identity',
  exposes: { './screens': './src/screens.ts' },
});
