// What other features may use of back-office sign-in: the rule every admin route names its area with.
export { backOffice } from './back-office.js';
