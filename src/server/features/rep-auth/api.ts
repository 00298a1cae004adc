// What other features may use of the representative's sign-in.
export { repOnly } from './rep-only.js';
