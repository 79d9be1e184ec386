// Benchmark-only routes (npm run bench).
export { benchRoutes } from './bench.routes.js';
