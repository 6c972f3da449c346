import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminWebpackConfig } from '../webpack.shared.mjs';

// The host: served at /admin, so its own files are fetched from /admin/ whatever the page's URL.
export default adminWebpackConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'admin_shell',
  publicPath: '/admin/',
  html: { template: './public/index.html', filename: 'index.html', scriptLoading: 'defer' },
});
