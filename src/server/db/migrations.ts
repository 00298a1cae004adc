// The list is kept by scripts/generate-migration.ts; see migrations/index.ts.
export { migrations } from '../../../migrations/index.js';
