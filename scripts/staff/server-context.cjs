/**
 * Preloaded (`tsx --require ./scripts/staff/server-context.cjs`) where server modules run
 * outside Next: the staff command line and the tests' child processes. The enquiry
 * modules import `server-only`, which Next resolves to an empty module for server code
 * and to an error for the browser; here, on the server, it is satisfied the same way.
 * (Node's `--conditions=react-server` would do it too, but also switches React itself
 * to its server build, which next-intl's shared modules cannot load.)
 */
const id = require.resolve('server-only');
require.cache[id] = { id, filename: id, loaded: true, exports: {}, children: [], paths: [] };
